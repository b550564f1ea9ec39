import { nonceScriptInsertedStyles, readStyleNonce } from './style-nonce';

describe("the page's style nonce", () => {
  it("is read from the meta element the server puts on the SPA's page, and is null without one", () => {
    expect(readStyleNonce()).toBeNull();
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'bm9uY2Utb2YtdGhlLXBhZ2U=');
    document.head.append(meta);
    expect(readStyleNonce()).toBe('bm9uY2Utb2YtdGhlLXBhZ2U=');
    meta.remove();
  });

  it('goes onto style elements scripts insert, never onto markup parsed from HTML', () => {
    nonceScriptInsertedStyles('page-nonce');
    const appended = document.head.appendChild(document.createElement('style'));
    const inserted = document.head.insertBefore(document.createElement('style'), document.head.firstChild);
    const own = document.createElement('style');
    own.nonce = 'antd-set-it';
    document.head.appendChild(own);
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = '<style>body { color: red }</style>';
    expect([appended.nonce, inserted.nonce, own.nonce]).toEqual(['page-nonce', 'page-nonce', 'antd-set-it']);
    expect((host.firstChild as HTMLStyleElement).nonce).toBe('');
    expect(document.body.appendChild(document.createElement('p')).nonce).toBe('');
  });
});
