/** The Microsoft service a request path belongs to (they share one origin in the emulator; their paths do not overlap). */
export type ApiName = 'entra' | 'graph' | 'partnerCenter' | 'arm' | 'control';

export function apiOf(path: string): ApiName {
  if (path.startsWith('/_emulator/')) return 'control';
  if (path.startsWith('/v1.0/')) return 'graph';
  if (path.startsWith('/v1/')) return 'partnerCenter';
  if (path === '/subscriptions' || path.startsWith('/subscriptions/') || path.startsWith('/providers/')) return 'arm';
  return 'entra';
}
