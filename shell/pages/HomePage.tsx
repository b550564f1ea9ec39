import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAccount, useMenu } from '../app/core-hooks';
import { MessageCard } from '../common/MessageCard';
import { LoadingIndicator } from '../common/LoadingIndicator';
import { ActionDetail } from './ActionDetail';
import { WelcomeCard } from './WelcomeCard';

/**
 * The first rule that applies wins: 1. a menu item flagged isHomepage shows its action; 2. the account's
 * defaultActionId; 3. the welcome card.
 */
export const HomePage = observer(function HomePage() {
  const menu = useMenu();
  const account = useAccount();
  const { t } = useTranslation();
  if (!menu.hasAnswered) return <LoadingIndicator />;
  // Only a list that is there and empty is a configuration problem: the spec's identity has no list at all.
  if (account.hasCustomerList && account.customers.length === 0) {
    return <MessageCard errorMessage={t('home.customerNotConfigured')} />;
  }
  const homepage = menu.homepageItem;
  if (homepage?.actionId != null) return <ActionDetail id={homepage.actionId} />;
  if (account.defaultActionId != null) return <ActionDetail id={account.defaultActionId} />;
  return <WelcomeCard />;
});
