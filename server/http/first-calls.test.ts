import { firstCallsOf } from './first-calls';
import { withDataPreloads } from './index-page';
import type { RequestUser } from '../data/request-user';

const authorized = { userId: 'anna', isAuthorized: true } as RequestUser;
const notAuthorized = { userId: 'carla', isAuthorized: false } as RequestUser;

describe('the calls a page preloads', () => {
  it('settings and identity for everyone; the menu and account details only for an authorized user; an action page its action', () => {
    expect(firstCallsOf('/', null)).toEqual(['/app/publicsettings', '/account/me']);
    expect(firstCallsOf('/action/102', notAuthorized)).toEqual(['/app/publicsettings', '/account/me']);
    expect(firstCallsOf('/', authorized)).toEqual([
      '/app/publicsettings',
      '/account/me',
      '/api/menuitems/',
      '/api/account',
    ]);
    expect(firstCallsOf('/action/102', authorized)).toEqual([
      '/app/publicsettings',
      '/account/me',
      '/api/menuitems/',
      '/api/account',
      '/api/action/102/',
    ]);
    expect(firstCallsOf('/action/abc', authorized)).toEqual([
      '/app/publicsettings',
      '/account/me',
      '/api/menuitems/',
      '/api/account',
    ]);
  });

  it('an embedded page (embed=true) has no frame, so no account details', () => {
    expect(firstCallsOf('/action/102/?embed=true', authorized)).toEqual([
      '/app/publicsettings',
      '/account/me',
      '/api/menuitems/',
      '/api/action/102/',
    ]);
    expect(firstCallsOf('/?x=1&embed=true', authorized)).not.toContain('/api/account');
    expect(firstCallsOf('/?embed=truest', authorized)).toContain('/api/account');
    expect(firstCallsOf('/action/1e3', authorized)).not.toContain('/api/action/1000/');
  });

  it('writes them as fetch preloads with same-origin credentials, right after the charset', () => {
    const html = '<html><head><meta charset="utf-8"><title>x</title></head></html>';
    const page = withDataPreloads(html, ['/app/publicsettings', '/account/me']);
    expect(page).toContain(
      '<meta charset="utf-8">\n    <link rel="preload" href="/app/publicsettings" as="fetch" crossorigin="anonymous">\n    <link rel="preload" href="/account/me" as="fetch" crossorigin="anonymous"><title>',
    );
    expect(withDataPreloads(html, [])).toBe(html);
  });

  it('the home page preloads the action it opens; other pages never ask for it', () => {
    const home = jest.fn(() => 101);
    expect(firstCallsOf('/', authorized, home)).toEqual([
      '/app/publicsettings',
      '/account/me',
      '/api/menuitems/',
      '/api/account',
      '/api/action/101/',
    ]);
    expect(firstCallsOf('/?lang=nl', authorized, () => null)).toEqual([
      '/app/publicsettings',
      '/account/me',
      '/api/menuitems/',
      '/api/account',
    ]);
    home.mockClear();
    expect(firstCallsOf('/settings', authorized, home)).not.toContain('/api/action/101/');
    expect(firstCallsOf('/', notAuthorized, home)).toEqual(['/app/publicsettings', '/account/me']);
    expect(home).not.toHaveBeenCalled();
  });
});
