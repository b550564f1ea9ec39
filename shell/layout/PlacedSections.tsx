import { observer } from 'mobx-react-lite';
import { Logger, PluginSurface, useService, type MenuSectionPlacement } from '../../core/plugin-api';
import { sectionsAt } from '../../core/runtime/registries';
import { passesAccessRule } from '../../core/services/access-rule';
import { AntdBoundary } from '../app/AntdBoundary';
import { useAccount, useMenuSections } from '../app/core-hooks';

/** The sections plugins registered at one placement that the account may see; each isolated by an error boundary. */
export const PlacedSections = observer(function PlacedSections({
  placement,
}: {
  placement: Exclude<MenuSectionPlacement, 'side-menu'>;
}) {
  const sections = useMenuSections();
  const account = useAccount();
  const logger = useService(Logger);
  const context = { isAuthorized: account.isAuthorized, permissions: account.permissions };
  const visible = sectionsAt(sections.entries, placement)
    .filter((section) => passesAccessRule(section.accessRule, account.permissions))
    .filter((section) => section.visible?.(context) ?? true);
  // A section without antd (usesAntd false) shows without waiting for it.
  return (
    <>
      {visible.map((section) => (
        <AntdBoundary key={section.id} fallback={null} needed={section.usesAntd !== false}>
          <PluginSurface
            load={section.load}
            props={{}}
            compact
            onError={(error) => logger.error(`The ${placement} section "${section.id}" failed`, error)}
          />
        </AntdBoundary>
      ))}
    </>
  );
});
