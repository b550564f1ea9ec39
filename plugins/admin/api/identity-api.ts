import type { HttpClient } from '../../../core/plugin-api';
import { IdentityPaths, MergeResult, UserIdentity, type IdentityLink } from '../contract-identities';
import { adminUrl } from './admin-api';

/** The identity panel's calls: a user's sign-in identity, link, unlink, and merging another user in. */
export const identityApi = (http: HttpClient) => ({
  get: (userId: string) => http.get(adminUrl(IdentityPaths.identity, { userId }), UserIdentity),
  link: (userId: string, body: IdentityLink) =>
    http.put(adminUrl(IdentityPaths.identity, { userId }), body, UserIdentity),
  unlink: (userId: string) => http.delete(adminUrl(IdentityPaths.identity, { userId }), UserIdentity),
  mergeInto: (userId: string, from: string) =>
    http.post(adminUrl(IdentityPaths.merge, { userId }), { from }, MergeResult),
});

export type IdentityApi = ReturnType<typeof identityApi>;
