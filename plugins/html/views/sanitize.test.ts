import { sanitizeHtml, sanitizeHtmlReporting } from './sanitize';

describe('sanitizing HTML', () => {
  it('drops style elements before parsing (no CSP refusal in the browser) and reports them to the editor', () => {
    const { html, removed } = sanitizeHtmlReporting('<p>a</p><STYLE media="x">p { color: red } <img src=x onerror=alert(1)></style><p>b</p><script>x()</script>');
    expect(html).toBe('<p>a</p><p>b</p>');
    expect(removed).toEqual([{ kind: 'element', name: 'style' }, { kind: 'element', name: 'script' }]);
  });

  it('an unterminated style element swallows the rest of the text, as the HTML parser would', () => {
    expect(sanitizeHtml('<p>kept</p><style>p {}<p>css text</p>')).toBe('<p>kept</p>');
  });

  it('leaves text that only looks like the word alone', () => {
    expect(sanitizeHtml('<p>&lt;style&gt; and <b>styles</b></p>')).toBe('<p>&lt;style&gt; and <b>styles</b></p>');
  });
});
