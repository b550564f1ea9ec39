import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from './token';

export interface ServiceResolver {
  resolve<T>(token: Token<T>): T;
}

/** Holds the app instance's container; the shell provides it at the root. */
export const ServiceContext = createContext<ServiceResolver | null>(null);

export function useService<T>(token: Token<T>): T {
  const resolver = useContext(ServiceContext);
  if (!resolver) throw new Error('useService needs the portal ServiceContext (render inside the portal root).');
  return resolver.resolve(token);
}

/** Translation for a plugin view: keys are looked up in the plugin's namespace (its id). */
export function usePortalTranslation(namespace: string) {
  return useTranslation(namespace);
}
