import { usePortalTranslation } from '../../../core/plugin-api';
import type { SyncHealth } from '../../../core/contract';
import type { DeploymentPlugins } from '../contract-branding';
import { useActionTypeLabel } from './menus/action-type-label';

/**
 * A synced source's names in the reader's language: the plugin by the names of the action types it serves (as the
 * menu editor shows them), the source by its plugin's label `sync.<source>` (a manifest label); each falls back to
 * its id while the deployment's plugins are unknown or for a plugin without such a label.
 */
export function useSyncSourceNames(
  plugins: DeploymentPlugins['plugins'] | null,
): (item: Pick<SyncHealth, 'plugin' | 'source'>) => { plugin: string; source: string } {
  const { t } = usePortalTranslation('admin');
  const typeLabel = useActionTypeLabel();
  return ({ plugin, source }) => {
    const types = plugins?.find((each) => each.id === plugin)?.actionTypes ?? [];
    return {
      plugin: types.length ? types.map(typeLabel).join(', ') : plugin,
      source: t(`${plugin}:sync.${source}`, { defaultValue: source }),
    };
  };
}
