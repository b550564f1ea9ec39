import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ApiPaths } from '../../core/contract';
import { useAccount } from '../app/core-hooks';
import { LoadingIndicator } from '../common/LoadingIndicator';
import { SignedOutLayout } from '../layout/AppLayout';
import { MessageCard } from '../common/MessageCard';

/** The language the spec gives the logged-out page's texts in. */
const FIXED_LANGUAGE = 'nl';

/**
 * /logout: a signed-out user sees 'U bent uitgelogd.' and the button 'Log opnieuw in', in Dutch whatever the
 * browser's language (the spec fixes both texts); a reader of another language gets a translation beneath.
 * An authorized user goes to /, and so does one signed in without authorization (who is not signed out:
 * the home page tells them they are not authorized).
 */
export const LogoutPage = observer(function LogoutPage() {
  const account = useAccount();
  const { t, i18n } = useTranslation();
  if (account.isLoading && !account.identityFailed) return <LoadingIndicator />;
  // Only a signed-out user is told so: a signed-in one (authorized or not) goes to /, where the auth gate decides.
  if (account.isAuthenticated) return <Navigate to="/" replace />;
  const dutch = i18n.getFixedT(FIXED_LANGUAGE);
  const button = dutch('logout.signInAgain');
  const translated = !i18n.language.startsWith(FIXED_LANGUAGE);
  return (
    <SignedOutLayout>
      <MessageCard
        successMessage={<span lang={FIXED_LANGUAGE}>{dutch('logout.text')}</span>}
        description={
          translated ? (
            <div className="logout-translation">
              <p>{t('logout.text')}</p>
              <p>{t('conformance.logoutButtonHint', { button })}</p>
            </div>
          ) : null
        }
        actions={
          <a className="btn btn-primary" href={ApiPaths.login} lang={FIXED_LANGUAGE}>
            {button}
          </a>
        }
      />
    </SignedOutLayout>
  );
});
