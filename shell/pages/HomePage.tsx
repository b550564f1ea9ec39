import { observer } from 'mobx-react-lite';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount, useActionViews, useMenu } from '../app/core-hooks';
import { usePortal } from '../app/portal-context';
import { customerConfigurationIsValid } from './customer-configuration';
import { MessageCard } from '../common/MessageCard';
import { LoadingIndicator } from '../common/LoadingIndicator';
import { PlacedSections } from '../layout/PlacedSections';
import { ActionDetail } from './ActionDetail';
import { WelcomeCard } from './WelcomeCard';

/**
 * The first rule that applies wins: 1. a menu item flagged isHomepage shows its action; 2. the account's
 * defaultActionId; 3. the welcome card.
 * The welcome card waits for the render after the one that shows the menu's answer (React's deferred value): its
 * cards and buttons cost as much as the side menu itself, and a long menu then shows without waiting for them.
 */
export const HomePage = observer(function HomePage() {
  const menu = useMenu();
  const account = useAccount();
  const views = useActionViews();
  const portal = usePortal();
  const { t } = useTranslation();
  const welcomeMayShow = useDeferredValue(menu.hasAnswered);
  if (!menu.hasAnswered) return <LoadingIndicator />;
  const valid = customerConfigurationIsValid({
    hasCustomerList: account.hasCustomerList,
    customers: account.customers,
    activeCustomerId: account.activeCustomerId,
    registeredPlugins: portal.pluginReport?.registered ?? null,
    menuItems: menu.items,
    hasView: (actionType) => views.has(actionType),
  });
  if (!valid)
    return (
      <WithHomeSections>
        <MessageCard errorMessage={t('home.customerNotConfigured')} />
      </WithHomeSections>
    );
  const homepage = menu.homepageItem;
  if (homepage?.actionId != null) return <ActionDetail id={homepage.actionId} />;
  if (account.defaultActionId != null) return <ActionDetail id={account.defaultActionId} />;
  return welcomeMayShow ? (
    <WithHomeSections>
      <WelcomeCard />
    </WithHomeSections>
  ) : (
    <LoadingIndicator />
  );
});

/**
 * The plugins' home sections above the spec's message or welcome card, e.g. the way into the administration
 * for an administrator who belongs to no customer (the spec's message stays as it is). An action shown by
 * rules 1 and 2 gets none: it may fill the page, and the side menu leads there too.
 */
function WithHomeSections({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="home-sections">
        <PlacedSections placement="home" />
      </div>
      {children}
    </>
  );
}
