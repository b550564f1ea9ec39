import { observer } from 'mobx-react-lite';
import { Logger, PluginSurface, useService } from '../../core/plugin-api';
import { passesAccessRule } from '../../core/services/access-rule';
import { useAccount, useMenuSections } from '../app/core-hooks';

/** Top-bar items registered by plugins (e.g. the notifications bell); each isolated by an error boundary. */
export const TopBarSections = observer(function TopBarSections() {
  const sections = useMenuSections();
  const account = useAccount();
  const logger = useService(Logger);
  const context = { isAuthorized: account.isAuthorized, permissions: account.permissions };
  return (
    <>
      {sections
        .at('top-bar')
        .filter((section) => passesAccessRule(section.accessRule, account.permissions))
        .filter((section) => section.visible?.(context) ?? true)
        .map((section) => (
          <PluginSurface
            key={section.id}
            load={section.load}
            props={{}}
            compact
            onError={(error) => logger.error(`The top-bar item "${section.id}" failed`, error)}
          />
        ))}
    </>
  );
});
