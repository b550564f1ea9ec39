import { act, fireEvent, screen, within } from '@testing-library/react';
import { createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';
import { menuItem } from '../../core/plugin-api/testing';
import type { MenuItem } from '../../core/contract';
import { DEFAULT_ROW_PX } from '../../shell/layout/row-heights';

async function renderMenu(items: unknown, path = '/') {
  const backend = defaultBackend().on('GET', '/api/menuitems/', { body: items });
  await renderPortal(createTestPortal({ backend }), path);
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

describe('side menu', () => {
  it('starts with Home, then the server items with their link targets', async () => {
    const nav = await renderMenu([
      menuItem({ id: 1, name: 'Inside', actionId: 11 }),
      menuItem({
        id: 2,
        name: 'Content window',
        actionId: 12,
        linkUrl: 'https://example.com/a',
        linkTarget: 'content-window',
      }),
      menuItem({ id: 3, name: 'New window', actionId: 13, linkUrl: 'https://example.com/b', linkTarget: 'new-window' }),
      menuItem({
        id: 4,
        name: 'This window',
        actionId: 14,
        linkUrl: 'https://example.com/c',
        linkTarget: 'this-window',
      }),
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
      menuItem({
        id: 1,
        name: 'Reports',
        actionType: 'menu',
        actionId: null,
        subMenuItems: [menuItem({ id: 2, name: 'SLA report', actionId: 22 })],
      }),
      menuItem({
        id: 3,
        name: 'Azure',
        actionType: 'html',
        subMenuItems: [menuItem({ id: 4, name: 'Costs', actionId: 44 })],
      }),
    ]);
    const header = within(nav).getByText('Reports');
    expect(header).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: 'SLA report' })).toHaveAttribute('href', '/action/22');
    const branch = within(nav).getByRole('button', { name: 'Azure' });
    expect(branch).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(branch);
    expect(within(nav).getByRole('link', { name: 'Costs' })).toHaveAttribute('href', '/action/44');
  });

  it('starts with the groups leading to the current page expanded, and the current item active', async () => {
    const nav = await renderMenu(
      [
        menuItem({
          id: 3,
          name: 'Azure',
          actionType: 'html',
          subMenuItems: [menuItem({ id: 4, name: 'Costs', actionId: 44 })],
        }),
        menuItem({
          id: 5,
          name: 'Office',
          actionType: 'html',
          subMenuItems: [menuItem({ id: 6, name: 'Licences', actionId: 66 })],
        }),
      ],
      '/action/44',
    );
    expect(await within(nav).findByRole('button', { name: 'Azure' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Costs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Office' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('never turns a javascript: URL into a link, and renders names as text', async () => {
    const nav = await renderMenu([
      menuItem({
        id: 1,
        name: '<img src=x onerror=alert(1)>',
        linkUrl: 'javascript:alert(1)',
        linkTarget: 'this-window',
      }),
    ]);
    expect(within(nav).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(nav.querySelector('img')).toBeNull();
    expect(nav.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('survives items with missing or null fields', async () => {
    const nav = await renderMenu([
      { id: 5, name: 'Bare' },
      { id: 6, name: null, actionId: 6, subMenuItems: null, linkTarget: 7 },
      null,
    ]);
    expect(nav.querySelectorAll('li')).toHaveLength(3);
    expect(within(nav).getByText('Bare').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(nav.querySelector('a[href="/action/6"]')).not.toBeNull();
  });
});

/**
 * 5,000 items: a collapsed group "Archive" of 159 archived reports, then 40 headers of 120 reports each
 * (Report 1 .. Report 4800), so 4,841 visible rows.
 */
function hugeMenu(): MenuItem[] {
  const archived = Array.from({ length: 159 }, (_, i) =>
    menuItem({ id: 2 + i, name: `Archived ${i + 1}`, actionId: 10_000 + i + 1 }),
  );
  const items = [menuItem({ id: 1, name: 'Archive', actionType: 'report', actionId: 1, subMenuItems: archived })];
  let id = 1000;
  let report = 0;
  for (let group = 1; group <= 40; group++) {
    const reports = Array.from({ length: 120 }, () => {
      report++;
      return menuItem({ id: id++, name: `Report ${report}`, actionId: 20_000 + report, actionType: 'report' });
    });
    items.push(
      menuItem({ id: id++, name: `Group ${group}`, actionType: 'menu', actionId: null, subMenuItems: reports }),
    );
  }
  return items;
}

/** Report n's row among the visible rows (Archive collapsed): Archive, then per header its label and 120 reports. */
const reportRow = (n: number) => 1 + Math.ceil(n / 120) * 1 + (n - 1);

// Plain DOM queries: role queries over thousands of candidates are slow in jsdom.
const links = (nav: HTMLElement) => Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[href]'));
const linkNames = (nav: HTMLElement) => links(nav).map((link) => link.textContent);
const link = (nav: HTMLElement, name: string) => links(nav).find((candidate) => candidate.textContent === name) ?? null;

/** What Tab (Shift+Tab) does inside the navigation: the focus moves to the next (previous) link or button in document order. */
function tab(nav: HTMLElement, { shift = false } = {}) {
  const focusable = Array.from(nav.querySelectorAll<HTMLElement>('a[href], button'));
  const next = focusable[focusable.indexOf(document.activeElement as HTMLElement) + (shift ? -1 : 1)];
  act(() => next.focus());
}

/** Without layout (jsdom) every row counts as DEFAULT_ROW_PX high and the side bar shows window.innerHeight. */
function scrollSideBarTo(nav: HTMLElement, row: number) {
  const sideBar = nav.closest('.app-sider')!;
  sideBar.scrollTop = row * DEFAULT_ROW_PX;
  fireEvent.scroll(sideBar);
}

describe('side menu of 5,000 items', () => {
  const MAX_LINKS = 100;

  it('renders only the rows near the visible part, keeping headers, nesting and link targets', async () => {
    const nav = await renderMenu(hugeMenu());
    const names = linkNames(nav);
    expect(names.length).toBeGreaterThan(10);
    expect(names.length).toBeLessThanOrEqual(MAX_LINKS);
    expect(names.slice(0, 3)).toEqual(['Home', 'Report 1', 'Report 2']);
    expect(link(nav, 'Report 4800')).toBeNull();
    expect(within(nav).getByText('Group 1')).toHaveAttribute('aria-disabled', 'true');
    const first = link(nav, 'Report 1')!;
    expect(first).toHaveAttribute('href', '/action/20001');
    expect(first.closest('li.nav-group')).toContainElement(within(nav).getByText('Group 1'));
  });

  it('expanding a group shows its items right below it; collapsing hides them again', async () => {
    const nav = await renderMenu(hugeMenu());
    const archive = within(nav).getByRole('button', { name: 'Archive' });
    expect(archive).toHaveAttribute('aria-expanded', 'false');
    expect(link(nav, 'Archived 1')).toBeNull();
    fireEvent.click(archive);
    expect(archive).toHaveAttribute('aria-expanded', 'true');
    const group = nav.querySelector(`#${archive.getAttribute('aria-controls')}`) as HTMLElement;
    expect(linkNames(group).slice(0, 3)).toEqual(['Archived 1', 'Archived 2', 'Archived 3']);
    expect(linkNames(nav).length).toBeLessThanOrEqual(MAX_LINKS);
    expect(link(nav, 'Report 1')).toBeNull();
    fireEvent.click(archive);
    expect(archive).toHaveAttribute('aria-expanded', 'false');
    expect(link(nav, 'Archived 1')).toBeNull();
    expect(link(nav, 'Report 1')).toBeInTheDocument();
  });

  it('scrolling the side bar renders the rows scrolled to, in order and nested, and drops those left behind', async () => {
    const nav = await renderMenu(hugeMenu());
    scrollSideBarTo(nav, reportRow(3000));
    const names = linkNames(nav);
    expect(names.length).toBeLessThanOrEqual(MAX_LINKS);
    expect(names).toContain('Report 3000');
    expect(names).not.toContain('Report 1');
    const numbers = names.slice(1).map((name) => Number(name!.replace('Report ', '')));
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
    const report = link(nav, 'Report 3000');
    expect(report).toHaveAttribute('href', '/action/23000');
    let lists = 0;
    for (let node: Element | null = report; node && node !== nav; node = node.parentElement)
      if (node.tagName === 'UL') lists++;
    expect(lists).toBe(2);
    scrollSideBarTo(nav, reportRow(4800));
    expect(linkNames(nav)).toContain('Report 4800');
    scrollSideBarTo(nav, 0);
    expect(linkNames(nav).slice(0, 2)).toEqual(['Home', 'Report 1']);
  });

  it('Tab reaches row after row beyond the first window, and the rendered rows stay bounded', async () => {
    const nav = await renderMenu(hugeMenu());
    act(() => link(nav, 'Home')!.focus());
    tab(nav);
    expect(document.activeElement).toBe(within(nav).getByRole('button', { name: 'Archive' }));
    for (let n = 1; n <= 150; n++) {
      tab(nav);
      expect(document.activeElement?.textContent).toBe(`Report ${n}`);
    }
    expect(linkNames(nav).length).toBeLessThanOrEqual(MAX_LINKS);
    expect(link(nav, 'Report 1')).toBeNull();
    tab(nav, { shift: true });
    expect(document.activeElement?.textContent).toBe('Report 149');
  });

  it('a focused row scrolled a little out of view stays rendered, so the focus is not lost', async () => {
    const nav = await renderMenu(hugeMenu());
    const first = link(nav, 'Report 1')!;
    act(() => first.focus());
    scrollSideBarTo(nav, reportRow(45));
    expect(linkNames(nav)).toContain('Report 45');
    expect(first).toBeInTheDocument();
    expect(document.activeElement).toBe(first);
  });
});
