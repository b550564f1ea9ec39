import { sanitizeHtml, sanitizeHtmlReporting } from './sanitize';

describe('sanitizing HTML', () => {
  it('drops style elements before parsing (no CSP refusal in the browser) and reports them to the editor', () => {
    const { html, removed } = sanitizeHtmlReporting(
      '<p>a</p><STYLE media="x">p { color: red } <img src=x onerror=alert(1)></style><p>b</p><script>x()</script>',
    );
    expect(html).toBe('<p>a</p><p>b</p>');
    expect(removed).toEqual([
      { kind: 'element', name: 'style' },
      { kind: 'element', name: 'script' },
    ]);
  });

  it('an unterminated style element swallows the rest of the text, as the HTML parser would', () => {
    expect(sanitizeHtml('<p>kept</p><style>p {}<p>css text</p>')).toBe('<p>kept</p>');
  });

  it('leaves text that only looks like the word alone', () => {
    expect(sanitizeHtml('<p>&lt;style&gt; and <b>styles</b></p>')).toBe('<p>&lt;style&gt; and <b>styles</b></p>');
  });
});

describe('sanitizing HTML: event handlers and relative addresses', () => {
  it('takes event handlers out before parsing (no CSP refusal in the browser), attribute by attribute, and reports them', () => {
    const source =
      '<p title="a > onclick=b" onClick="x()" data-k=\'on\' onmouseover=y()>Hi</p><img src="/logo.png" alt="on" onerror="alert(1)"/>';
    const { html, removed } = sanitizeHtmlReporting(source);
    expect(html).toBe('<p title="a > onclick=b" data-k="on">Hi</p><img src="/logo.png" alt="on">');
    expect(removed).toEqual([
      { kind: 'attribute', name: 'onclick' },
      { kind: 'attribute', name: 'onmouseover' },
      { kind: 'attribute', name: 'onerror' },
    ]);
  });

  it('leaves text that only looks like a handler alone', () => {
    expect(sanitizeHtml('<p>Say onclick="x" and a < b onload=1</p>')).toBe(
      '<p>Say onclick="x" and a &lt; b onload=1</p>',
    );
  });

  it('reads a path-relative address from the portal root, the same on every page; others stay as written', () => {
    expect(sanitizeHtml('<img src="x" alt=""><a href="../docs/a b.pdf?v=1#p">d</a><a href="?q=1">q</a>')).toBe(
      '<img src="/x" alt=""><a href="/docs/a%20b.pdf?v=1#p">d</a><a href="/?q=1">q</a>',
    );
    const kept =
      '<a href="/status">s</a><a href="#top">t</a><a href="https://example.com/x">e</a><a href="mailto:a@example.com">m</a>';
    expect(sanitizeHtml(kept)).toBe(kept);
  });
});
