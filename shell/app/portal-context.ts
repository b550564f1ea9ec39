import { createContext, useContext } from 'react';
import type { Portal } from '../../core/runtime/portal';

export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal needs the PortalContext.');
  return portal;
}
