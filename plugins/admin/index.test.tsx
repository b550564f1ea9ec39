import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AccountStore, type Token } from '../../core/plugin-api';
import { localeKeys, registerForTest, renderWithServices } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import { ADMIN_PAGES } from './pages';
import AdminMenuSection from './views/AdminMenuSection';

const account = (permissions: string[]) => new Map<Token<unknown>, unknown>([[AccountStore, { permissions, isAuthorized: true } as unknown as AccountStore]]);

describe('admin plugin', () => {
  it('registers a lazy side-menu section shown only to administrators', async () => {
    const registered = registerForTest(plugin);
    expect(registered.texts).toEqual({ en, nl });
    expect(registered.menuSections).toHaveLength(1);
    const [section] = registered.menuSections;
    expect(section).toMatchObject({ id: 'administration', placement: 'side-menu', labelKey: 'menu.title' });
    expect(section.visible?.({ isAuthorized: true, permissions: ['provider-admin'] })).toBe(true);
    expect(section.visible?.({ isAuthorized: true, permissions: ['Customer-Admin'] })).toBe(true);
    expect(section.visible?.({ isAuthorized: true, permissions: ['report', 'claims'] })).toBe(false);
    expect(section.visible?.({ isAuthorized: false, permissions: ['provider-admin'] })).toBe(false);
    expect((await section.load()).default).toBeTruthy();
  });

  it('has lazy pages under /admin, Customers for provider administrators only', async () => {
    expect(ADMIN_PAGES.map((page) => [page.path, page.accessRules])).toEqual([
      ['/admin/customers', ['provider-admin']],
      ['/admin/users', ['provider-admin', 'customer-admin']],
      ['/admin/audit', ['provider-admin', 'customer-admin']],
    ]);
    for (const page of ADMIN_PAGES) expect((await page.load()).default).toBeTruthy();
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });

  it('lists the screens a provider administrator may open, in Dutch too', () => {
    renderWithServices(<MemoryRouter><AdminMenuSection /></MemoryRouter>, { plugin, services: account(['provider-admin']), language: 'nl' });
    expect(screen.getByRole('group', { name: 'Beheer' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/customers', '/admin/users', '/admin/audit']);
    expect(screen.getByRole('link', { name: 'Klantaccounts' })).toBeInTheDocument();
  });

  it('gives a customer administrator users and audit, not customers', () => {
    renderWithServices(<MemoryRouter><AdminMenuSection /></MemoryRouter>, { plugin, services: account(['customer-admin']) });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['User accounts', 'Audit log']);
  });
});
