import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { signInAgainHref, useService } from '../../core/plugin-api';
import { Browser } from '../../core/services/platform/browser';
import { useAccount, useSettings } from '../app/core-hooks';
import { usePortal } from '../app/portal-context';
import { InfoCard } from '../common/InfoCard';
import { LoadingIndicator } from '../common/LoadingIndicator';
import { MessageCard } from '../common/MessageCard';
import { AppLayout, SignedOutLayout } from '../layout/AppLayout';
import { RequestAccess } from './RequestAccess';

function RedirectToLogin() {
  const browser = useService(Browser);
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = signInAgainHref(`${pathname}${search}`);
  // The sign-in page brings the user back to the page asked for (plain /account/login from the home page).
  useEffect(() => browser.assign(target), [browser, target]);
  return <LoadingIndicator label={t('auth.redirecting')} />;
}

function IdentityFailed() {
  const portal = usePortal();
  const { t } = useTranslation();
  return (
    <InfoCard title={t('auth.identityFailedTitle')} tone="error">
      <p>{t('auth.identityFailedText')}</p>
      <button type="button" className="btn btn-primary" onClick={() => portal.retryIdentity()}>
        {t('common.retry')}
      </button>
    </InfoCard>
  );
}

/**
 * The authentication flow: loading -> 'Loading, please wait...'; signed out -> /account/login;
 * authenticated but not authorized -> 'Not authorized to view this page'; authorized -> the app (its frame at
 * once, the page once the plugins have registered: a plugin's route is unknown until then).
 */
export const AuthGate = observer(function AuthGate() {
  const account = useAccount();
  const settings = useSettings();
  const portal = usePortal();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  if (account.identityFailed) return <IdentityFailed />;
  // The frame shows once the identity, settings and account details are in (its notices do not push the page
  // down after it has painted); only the content waits for the plugins.
  if (account.isLoading || settings.isLoading || !portal.frameReady) return <LoadingIndicator />;
  if (!account.isAuthenticated) return <RedirectToLogin />;
  if (!account.isAuthorized) {
    return (
      <SignedOutLayout>
        <MessageCard
          errorMessage={t('auth.notAuthorized')}
          description={t('auth.notAuthorizedHelp')}
          actions={<RequestAccess />}
        />
      </SignedOutLayout>
    );
  }
  return (
    <AppLayout embedded={search.get('embed') === 'true'} busy={!portal.started}>
      {portal.started ? <Outlet /> : <LoadingIndicator />}
    </AppLayout>
  );
});
