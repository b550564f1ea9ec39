import { checkLinkUrl } from './contract';

describe('checkLinkUrl: the address rule of a link action, shared by the editor and the server', () => {
  it.each([
    ['https://example.com', 'absolute', 'https://example.com/'],
    ['  https://example.com/a b?q=1#top ', 'absolute', 'https://example.com/a%20b?q=1#top'],
    ['http://localhost:8080/x', 'absolute', 'http://localhost:8080/x'],
    ['http://127.0.0.1/x', 'absolute', 'http://127.0.0.1/x'],
    ['http://[::1]/', 'absolute', 'http://[::1]/'],
    ['/demo/service-status', 'path', '/demo/service-status'],
    ['/a/../b?x=1', 'path', '/b?x=1'],
  ])('accepts %s', (value, kind, normalized) => {
    expect(checkLinkUrl(value)).toEqual({ ok: true, kind, normalized });
  });

  it.each([
    [undefined, 'empty'],
    ['   ', 'empty'],
    [42, 'empty'],
    [`https://example.com/${'x'.repeat(2000)}`, 'too-long'],
    ['//evil.example', 'protocol-relative'],
    ['/\\evil.example', 'protocol-relative'],
    ['\\\\evil.example', 'protocol-relative'],
    ['/path\\with-backslash', 'not-an-address'],
    ['/a\nb', 'not-an-address'],
    ['example.com', 'not-an-address'],
    ['java\tscript:alert(1)', 'not-an-address'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,x', 'scheme'],
    ['ftp://example.com/', 'scheme'],
    ['http://example.com/', 'insecure'],
    ['http://localhost.evil.example/', 'insecure'],
    ['https://user:pw@example.com/', 'credentials'],
  ])('refuses %p: %s', (value, problem) => {
    expect(checkLinkUrl(value)).toEqual({ ok: false, problem });
  });
});
