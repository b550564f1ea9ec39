import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useAccount } from './core-hooks';
import { usePortal } from './portal-context';
import { LoadingIndicator } from '../common/LoadingIndicator';
import { AppLayout, SignedOutLayout } from '../layout/AppLayout';

/** A page reachable signed out (/register): in the app frame for an authorized user, else the signed-out frame. */
export const PublicPage = observer(function PublicPage({ children }: { children: ReactNode }) {
  const account = useAccount();
  const portal = usePortal();
  if ((account.isLoading || !portal.started) && !account.identityFailed) return <LoadingIndicator />;
  return account.isAuthorized ? (
    <AppLayout embedded={false}>{children}</AppLayout>
  ) : (
    <SignedOutLayout>{children}</SignedOutLayout>
  );
});
