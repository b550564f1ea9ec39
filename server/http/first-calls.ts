import { ApiPaths } from '../../core/contract';
import type { RequestUser } from '../features/types';

const ACTION_PAGE = /^\/action\/(\d{1,15})\/?$/;

/**
 * The calls the SPA makes first when it opens `url` for this reader, in the spec's order: public settings and
 * identity for everyone, the menu for an authorized user, and on an action page that action's data. The page
 * preloads them (index-page.ts withDataPreloads), so they do not wait for the script.
 */
export function firstCallsOf(url: string, user: RequestUser | null): string[] {
  const calls: string[] = [ApiPaths.publicSettings, ApiPaths.identity];
  if (!user?.isAuthorized) return calls;
  calls.push(ApiPaths.menuItems);
  const action = ACTION_PAGE.exec(url.split(/[?#]/, 1)[0]);
  if (action) calls.push(ApiPaths.action(Number(action[1])));
  return calls;
}
