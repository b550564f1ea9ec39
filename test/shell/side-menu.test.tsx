import { fireEvent, screen, within } from '@testing-library/react';
import { createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';
import { menuItem } from '../../core/plugin-api/testing';

async function renderMenu(items: unknown) {
  const backend = defaultBackend().on('GET', '/api/menuitems/', { body: items });
  await renderPortal(createTestPortal({ backend }));
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

describe('side menu', () => {
  it('starts with Home, then the server items with their link targets', async () => {
    const nav = await renderMenu([
      menuItem({ id: 1, name: 'Inside', actionId: 11 }),
      menuItem({ id: 2, name: 'Content window', actionId: 12, linkUrl: 'https://example.com/a', linkTarget: 'content-window' }),
      menuItem({ id: 3, name: 'New window', actionId: 13, linkUrl: 'https://example.com/b', linkTarget: 'new-window' }),
      menuItem({ id: 4, name: 'This window', actionId: 14, linkUrl: 'https://example.com/c', linkTarget: 'this-window' }),
    ]);
    const links = within(nav).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Home');
    expect(links[0]).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Inside' })).toHaveAttribute('href', '/action/11');
    expect(within(nav).getByRole('link', { name: 'Content window' })).toHaveAttribute('href', '/action/12');
    const newWindow = within(nav).getByRole('link', { name: /New window/ });
    expect(newWindow).toHaveAttribute('href', 'https://example.com/b');
    expect(newWindow).toHaveAttribute('target', '_blank');
    expect(newWindow).toHaveAttribute('rel', 'noopener noreferrer');
    const thisWindow = within(nav).getByRole('link', { name: 'This window' });
    expect(thisWindow).toHaveAttribute('href', 'https://example.com/c');
    expect(thisWindow).not.toHaveAttribute('target');
  });

  it('nests sub items (expandable) and shows menu items as disabled headers', async () => {
    const nav = await renderMenu([
      menuItem({ id: 1, name: 'Reports', actionType: 'menu', actionId: null, subMenuItems: [menuItem({ id: 2, name: 'SLA report', actionId: 22 })] }),
      menuItem({ id: 3, name: 'Azure', actionType: 'html', subMenuItems: [menuItem({ id: 4, name: 'Costs', actionId: 44 })] }),
    ]);
    const header = within(nav).getByText('Reports');
    expect(header).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: 'SLA report' })).toHaveAttribute('href', '/action/22');
    const branch = within(nav).getByRole('button', { name: 'Azure' });
    expect(branch).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(branch);
    expect(within(nav).getByRole('link', { name: 'Costs' })).toHaveAttribute('href', '/action/44');
  });

  it('never turns a javascript: URL into a link, and renders names as text', async () => {
    const nav = await renderMenu([
      menuItem({ id: 1, name: '<img src=x onerror=alert(1)>', linkUrl: 'javascript:alert(1)', linkTarget: 'this-window' }),
    ]);
    expect(within(nav).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(nav.querySelector('img')).toBeNull();
    expect(nav.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('survives items with missing or null fields', async () => {
    const nav = await renderMenu([{ id: 5, name: 'Bare' }, { id: 6, name: null, actionId: 6, subMenuItems: null, linkTarget: 7 }, null]);
    expect(nav.querySelectorAll('li')).toHaveLength(3);
    expect(within(nav).getByText('Bare').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(nav.querySelector('a[href="/action/6"]')).not.toBeNull();
  });
});
