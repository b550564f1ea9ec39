import Checkbox from 'antd/es/checkbox';
import { ToneTag } from '../../../../core/plugin-api/components';
import { useId } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import type { DeploymentPlugins } from '../../contract-branding';

export interface PluginChecklistProps {
  /** The customer's list; null: every plugin of the portal, also ones added later. */
  value?: string[] | null;
  onChange?: (value: string[] | null) => void;
  /** The deployment's plugins; null while unknown (loading, or the call failed). */
  plugins: DeploymentPlugins['plugins'] | null;
  /** The plugins the server disabled because they failed to start, with the reason. */
  failed?: DeploymentPlugins['failed'];
}

/**
 * The plugins a customer sees: "all" (the default), or a choice among the deployment's plugins. An id the
 * customer has that the deployment does not stays listed (marked), so saving never drops it unnoticed.
 * Unticking "all" starts the choice from none: the administrator ticks what the customer gets. A plugin that
 * failed to start is listed with its status and reason (in its label, so a screen reader says it with the box).
 */
export function PluginChecklist({ value = null, onChange, plugins, failed = [] }: PluginChecklistProps) {
  const { t } = usePortalTranslation('admin');
  const legendId = useId();
  const known = plugins ?? [];
  const knownIds = [...known.map((plugin) => plugin.id), ...failed.map((plugin) => plugin.pluginId)];
  const extra = (value ?? []).filter((id) => !knownIds.includes(id));
  const options = [
    ...known.map((plugin) => ({
      value: plugin.id,
      label: plugin.actionTypes.length
        ? t('branding.pluginActionTypes', { id: plugin.id, types: plugin.actionTypes.join(', ') })
        : plugin.id,
    })),
    ...failed.map(({ pluginId, reason }) => ({
      value: pluginId,
      label: (
        <span>
          {pluginId} <ToneTag tone="danger">{t('branding.pluginFailed')}</ToneTag>{' '}
          <span>{t('branding.pluginFailedReason', { reason })}</span>
        </span>
      ),
    })),
    ...extra.map((id) => ({ value: id, label: plugins ? t('branding.pluginNotInDeployment', { id }) : id })),
  ];
  const all = value === null;
  return (
    <div role="group" aria-labelledby={legendId}>
      <div id={legendId} style={{ marginBottom: 4 }}>
        {t('branding.plugins')}
      </div>
      <Checkbox checked={all} onChange={(e) => onChange?.(e.target.checked ? null : [])}>
        {t('branding.pluginsAll')}
      </Checkbox>
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 4, margin: '8px 0 0 24px' }}
        disabled={all}
        value={all ? knownIds : value}
        options={options}
        onChange={(checked) => onChange?.(checked.map(String))}
      />
    </div>
  );
}
