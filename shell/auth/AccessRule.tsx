import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { passesAccessRule } from '../../core/services/access-rule';
import { useAccount } from '../app/core-hooks';

/** A page's optional access rule: a user whose permissions fail it is redirected to /. */
export const AccessRule = observer(function AccessRule({
  rule,
  anyOf,
  children,
}: {
  rule?: string;
  anyOf?: readonly string[];
  children: ReactNode;
}) {
  const account = useAccount();
  const passes = anyOf?.length
    ? anyOf.some((each) => passesAccessRule(each, account.permissions))
    : passesAccessRule(rule, account.permissions);
  return passes ? <>{children}</> : <Navigate to="/" replace />;
});
