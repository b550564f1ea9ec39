import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useService } from './hooks';
import { createToken } from './token';

export interface AntdScopeProps {
  children: ReactNode;
  /** Shown while antd loads; default: the portal's loading indicator. */
  fallback?: ReactNode;
}

/**
 * The portal's antd scope (its theme, brand colour and language for antd), which loads antd on first use. The
 * shell provides it; without a shell (a plugin's own tests) the children render without antd's theme.
 */
export const AntdScopeComponent = createToken<ComponentType<AntdScopeProps>>('core.antd-scope');

/** The scope a part without a shell gets: no theme, only the wait for lazy children. */
export function NoAntdScope({ children, fallback }: AntdScopeProps) {
  return <Suspense fallback={fallback ?? null}>{children}</Suspense>;
}

/**
 * antd components below this render in the portal's antd scope. A view or menu section registered with
 * `usesAntd: false` renders without waiting for antd and wraps only the parts that need it (a panel that
 * opens on a click), so a first screen made of such parts needs no antd at all.
 */
export function WithAntd({ children, fallback }: AntdScopeProps) {
  const Scope = useService(AntdScopeComponent);
  return <Scope fallback={fallback}>{children}</Scope>;
}
