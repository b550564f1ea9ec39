import { observer } from 'mobx-react-lite';
import { Logger, PluginSurface, useService } from '../../core/plugin-api';
import { passesAccessRule } from '../../core/services/access-rule';
import { AntdBoundary } from '../app/AntdBoundary';
import { useAccount, useMenuSections } from '../app/core-hooks';

/** Top-bar items registered by plugins (e.g. the notifications bell); each isolated by an error boundary. */
export const TopBarSections = observer(function TopBarSections() {
  const sections = useMenuSections();
  const account = useAccount();
  const logger = useService(Logger);
  const context = { isAuthorized: account.isAuthorized, permissions: account.permissions };
  const visible = sections
    .at('top-bar')
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
            onError={(error) => logger.error(`The top-bar item "${section.id}" failed`, error)}
          />
        </AntdBoundary>
      ))}
    </>
  );
});
