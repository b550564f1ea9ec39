import { classifyLink, sameOriginPath, safeReturnPath } from '.';

const ORIGIN = 'https://portal.example';

describe('classifyLink: in-portal only when the URL parser lands on the page origin', () => {
  test.each<[string, ReturnType<typeof classifyLink>]>([
    ['/action/12', { kind: 'in-portal', path: '/action/12' }],
    ['/settings?tab=2#top', { kind: 'in-portal', path: '/settings?tab=2#top' }],
    ['  /action/12  ', { kind: 'in-portal', path: '/action/12' }],
    ['https://portal.example/x', { kind: 'in-portal', path: '/x' }],
    ['/\\evil.example', { kind: 'refused' }],
    ['/\\evil.example/path', { kind: 'refused' }],
    ['\\\\evil.example', { kind: 'refused' }],
    ['//evil.example', { kind: 'refused' }],
    ['/\t/evil.example', { kind: 'refused' }],
    ['https://evil.example/x', { kind: 'external', href: 'https://evil.example/x' }],
    ['http://status.example', { kind: 'external', href: 'http://status.example/' }],
    ['javascript:alert(1)', { kind: 'refused' }],
    ['JavaScript:alert(1)', { kind: 'refused' }],
    ['java\tscript:alert(1)', { kind: 'refused' }],
    ['java\nscript:alert(1)', { kind: 'refused' }],
    [' javascript:alert(1)', { kind: 'refused' }],
    ['data:text/html,<script>alert(1)</script>', { kind: 'refused' }],
    ['vbscript:msgbox', { kind: 'refused' }],
    ['mailto:a@example.com', { kind: 'refused' }],
    ['ftp://files.example/x', { kind: 'refused' }],
    ['https://', { kind: 'refused' }],
    ['', { kind: 'refused' }],
  ])('%j -> %j', (link, expected) => {
    expect(classifyLink(link, ORIGIN)).toEqual(expected);
  });

  test('a protocol-relative link is never a path of the portal, even when it names the portal itself in another way', () => {
    expect(sameOriginPath('//evil.example/action/1', ORIGIN)).toBeNull();
    expect(sameOriginPath('/\\evil.example', ORIGIN)).toBeNull();
    expect(sameOriginPath(42, ORIGIN)).toBeNull();
  });

  test('without a page origin (server side) a path still resolves on a stand-in origin', () => {
    expect(sameOriginPath('/a?b=1')).toBe('/a?b=1');
    expect(sameOriginPath('/\\evil.example')).toBeNull();
  });
});

describe('safeReturnPath uses the same rule', () => {
  test.each([
    '/\\evil.example',
    '//evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/account/login',
    '/\u3002x',
    '/\u2028x',
    '/é',
    '/a b',
  ])('%j is refused', (value) => expect(safeReturnPath(value)).toBeNull());
  test.each(['/', '/action/5', '/settings?tab=2', '/a%20b?q=%C3%A9'])('%j is kept', (value) =>
    expect(safeReturnPath(value)).toBe(value),
  );
});
