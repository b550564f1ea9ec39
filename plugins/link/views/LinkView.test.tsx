import { screen } from '@testing-library/react';
import { renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import { parseFrameUrl, sandboxFor } from './frame-url';
import LinkView from './LinkView';

describe('link view', () => {
  it('shows a titled, sandboxed, full-size frame and a way to open it in a new tab', () => {
    renderView(plugin, LinkView, {
      actionType: 'link',
      title: 'Service status',
      url: 'https://status.example.com/page',
    });
    const frame = screen.getByTitle('External page: Service status');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://status.example.com/page');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    const open = screen.getByRole('link', { name: /Open in a new tab/ });
    expect(open).toHaveAttribute('href', 'https://status.example.com/page');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'ftp://files.example',
    '',
    '//evil.example/x',
  ])('refuses %j with a clear message and no frame', (url) => {
    renderView(plugin, LinkView, { actionType: 'link', url });
    expect(screen.getByRole('alert')).toHaveTextContent('This page cannot be shown');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a page of the portal itself is framed without allow-same-origin', () => {
    const target = parseFrameUrl('/demo/service-status', 'http://localhost');
    expect(target).toMatchObject({ ok: true, sameOrigin: true });
    expect(sandboxFor(true)).not.toContain('allow-same-origin');
    expect(sandboxFor(false)).toContain('allow-same-origin');
  });
});
