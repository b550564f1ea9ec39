import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ApiPaths } from '../../core/contract';
import { useAccount } from '../app/core-hooks';
import { LoadingIndicator } from '../common/LoadingIndicator';
import { SignedOutLayout } from '../layout/AppLayout';
import { MessageCard } from '../common/MessageCard';

/** /logout: a signed-out user sees 'U bent uitgelogd.' (in Dutch) and 'Log opnieuw in'; an authorized user goes to /. */
export const LogoutPage = observer(function LogoutPage() {
  const account = useAccount();
  const { t } = useTranslation();
  if (account.isLoading && !account.identityFailed) return <LoadingIndicator />;
  if (account.isAuthorized) return <Navigate to="/" replace />;
  return (
    <SignedOutLayout>
      <MessageCard
        successMessage={t('logout.text')}
        actions={<a className="btn btn-primary" href={ApiPaths.login}>{t('logout.signInAgain')}</a>}
      />
    </SignedOutLayout>
  );
});
