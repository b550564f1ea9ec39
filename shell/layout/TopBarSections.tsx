import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { passesAccessRule } from '../../core/services/access-rule';
import { useAccount, useMenuSections } from '../app/core-hooks';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { lazyView } from '../common/lazy-view';

/** Top-bar items registered by plugins (e.g. the notifications bell); each isolated by an error boundary. */
export const TopBarSections = observer(function TopBarSections() {
  const sections = useMenuSections();
  const account = useAccount();
  const context = { isAuthorized: account.isAuthorized, permissions: account.permissions };
  return (
    <>
      {sections
        .at('top-bar')
        .filter((section) => passesAccessRule(section.accessRule, account.permissions))
        .filter((section) => section.visible?.(context) ?? true)
        .map((section) => {
          const Section = lazyView(section.load);
          return (
            <ErrorBoundary key={section.id} titleKey="action.viewFailedTitle" textKey="action.viewFailedText">
              <Suspense fallback={null}>
                <Section />
              </Suspense>
            </ErrorBoundary>
          );
        })}
    </>
  );
});
