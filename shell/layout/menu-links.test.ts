import { parseMenuItems } from '../../core/contract';
import { menuLink } from './menu-links';

const item = (linkUrl: string, linkTarget = 'new-window') =>
  parseMenuItems([{ id: 1, name: 'Link', actionId: null, linkUrl, linkTarget }])![0];

describe('menu links follow the core link rule', () => {
  test.each(['/\\evil.example', '//evil.example', 'javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x'])(
    '%j leads nowhere',
    (url) => {
      expect(menuLink(item(url))).toEqual({ kind: 'none' });
    },
  );

  test('a path of the portal and an https page elsewhere are followed', () => {
    expect(menuLink(item('/action/3', 'this-window'))).toEqual({ kind: 'external', href: '/action/3', newTab: false });
    expect(menuLink(item('https://status.example/x'))).toEqual({
      kind: 'external',
      href: 'https://status.example/x',
      newTab: true,
    });
  });
});
