import { screen } from '@testing-library/react';
import { renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import HtmlView from './HtmlView';

describe('html view', () => {
  it('shows the HTML in a card', () => {
    renderView(plugin, HtmlView, {
      actionType: 'html',
      title: 'Invoices',
      html: '<h2>March</h2><table><tr><td>€ 120</td></tr></table><a href="https://example.com" target="_blank">more</a>',
    });
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '€ 120' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'more' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('removes scripts, event handlers, javascript: URLs, frames, forms and styles', () => {
    const hostile = [
      '<p id="ok">text</p>',
      '<script>window.__pwned = 1</script>',
      '<img src="x" onerror="window.__pwned = 2">',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="  JaVaScRiPt:alert(1)">spaced</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">svg</a></svg>',
      '<div style="background:url(javascript:alert(1))" onclick="alert(1)">styled</div>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    ].join('');
    const { container } = renderView(plugin, HtmlView, { actionType: 'html', html: hostile });
    const html = container.innerHTML;
    expect(screen.getByText('text')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, form, input, style')).toBeNull();
    expect(html).not.toMatch(/onerror|onclick|javascript:/i);
    expect(container.querySelector('[style]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows an empty state for empty or malformed HTML', () => {
    renderView(plugin, HtmlView, { actionType: 'html', html: 42 } as never);
    expect(screen.getByText('There is no content to show.')).toBeInTheDocument();
  });
});
