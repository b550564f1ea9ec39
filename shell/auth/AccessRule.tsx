import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { passesAccessRule } from '../../core/services/access-rule';
import { useAccount } from '../app/core-hooks';

/** A page's optional access rule: a user whose permissions fail it is redirected to /. */
export const AccessRule = observer(function AccessRule({ rule, children }: { rule?: string; children: ReactNode }) {
  const account = useAccount();
  return passesAccessRule(rule, account.permissions) ? <>{children}</> : <Navigate to="/" replace />;
});
