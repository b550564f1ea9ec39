import { ApiPaths } from '../../core/contract';
import type { RequestUser } from '../data/request-user';

const ACTION_PAGE = /^\/action\/(\d{1,15})\/?$/;

/**
 * The calls the SPA makes first when it opens `url` for this reader, in the spec's order: public settings and
 * identity for everyone, the menu and the account's details for an authorized user, and on an action page
 * that action's data, on the home page the data of the action it opens (`homeActionId`, asked only there). The page
 * preloads them (index-page.ts withDataPreloads), so they do not wait for the script.
 */
export function firstCallsOf(
  url: string,
  user: RequestUser | null,
  homeActionId: () => number | null = () => null,
): string[] {
  const calls: string[] = [ApiPaths.publicSettings, ApiPaths.identity];
  if (!user?.isAuthorized) return calls;
  calls.push(ApiPaths.menuItems);
  // The frame's deletion notice (shell/layout/DeletionBanner); an embedded page has no frame.
  if (!/[?&]embed=true(&|#|$)/.test(url)) calls.push(ApiPaths.accountInfo);
  const path = url.split(/[?#]/, 1)[0];
  const action = ACTION_PAGE.exec(path);
  if (action) calls.push(ApiPaths.action(Number(action[1])));
  // The home page shows an action too (a menu item flagged isHomepage, or the user's default action).
  const home = path === '/' || path === '/index.html' ? homeActionId() : null;
  if (home !== null) calls.push(ApiPaths.action(home));
  return calls;
}
