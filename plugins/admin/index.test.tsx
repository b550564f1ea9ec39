import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AccountStore, type Token } from '../../core/plugin-api';
import { localeKeys, registerForTest, renderWithServices, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';
import { adminTexts } from './locales';
import { ADMIN_PAGES } from './pages';
import AdminMenuSection from './views/AdminMenuSection';

const account = (permissions: string[]) =>
  new Map<Token<unknown>, unknown>([[AccountStore, { permissions, isAuthorized: true } as unknown as AccountStore]]);

describe('admin plugin', () => {
  it('declares lazy side-menu and home sections shown only to administrators', async () => {
    const registered = registerForTest(plugin);
    expect(registered.texts).toEqual(adminTexts);
    expect(declaredBy(manifest).menuSections.map((s) => [s.id, s.placement])).toEqual([
      ['administration', 'side-menu'],
      ['administration-home', 'home'],
    ]);
    for (const section of declaredBy(manifest).menuSections) {
      expect(section.visible?.({ isAuthorized: true, permissions: ['provider-admin'] })).toBe(true);
      expect(section.visible?.({ isAuthorized: true, permissions: ['Customer-Admin'] })).toBe(true);
      expect(section.visible?.({ isAuthorized: true, permissions: ['report', 'claims'] })).toBe(false);
      expect(section.visible?.({ isAuthorized: false, permissions: ['provider-admin'] })).toBe(false);
      expect((await section.load()).default).toBeTruthy();
    }
  });

  it('has lazy pages under /admin, Customers for provider administrators only', async () => {
    // Other screens' pages are added by their own work; these must be there with exactly these rules.
    expect(ADMIN_PAGES.map((page) => [page.path, page.accessRules])).toEqual(
      expect.arrayContaining([
        ['/admin/customers', ['provider-admin']],
        ['/admin/users', ['provider-admin', 'customer-admin']],
        ['/admin/audit', ['provider-admin', 'customer-admin']],
        ['/admin/invitations', ['provider-admin', 'customer-admin']],
      ]),
    );
    expect(ADMIN_PAGES.every((page) => page.path.startsWith('/admin/'))).toBe(true);
    for (const page of ADMIN_PAGES) expect((await page.load()).default).toBeTruthy();
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
    expect(localeKeys(adminTexts.nl)).toEqual(localeKeys(adminTexts.en));
  });

  it('lists the screens a provider administrator may open, in Dutch too', () => {
    renderWithServices(
      <MemoryRouter>
        <AdminMenuSection />
      </MemoryRouter>,
      { plugin, services: account(['provider-admin']), language: 'nl' },
    );
    expect(screen.getByRole('group', { name: 'Beheer' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/admin/customers', '/admin/users', '/admin/audit', '/admin/invitations']),
    );
    expect(screen.getByRole('link', { name: 'Klantaccounts' })).toBeInTheDocument();
  });

  it('gives a customer administrator users and audit, not customers', () => {
    renderWithServices(
      <MemoryRouter>
        <AdminMenuSection />
      </MemoryRouter>,
      { plugin, services: account(['customer-admin']) },
    );
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(expect.arrayContaining(['User accounts', 'Audit log', 'Invitations']));
    expect(links).not.toContain('Customer accounts');
  });
});
