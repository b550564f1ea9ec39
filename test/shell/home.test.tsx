import { cleanup, screen, within } from '@testing-library/react';
import { FavouritePaths } from '../../core/contract';
import { createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';
import { identity, menuItem, testPlugin } from '../../core/plugin-api/testing';
import admin from '../../plugins/admin/manifest';
import { builtInPlugins } from '../kit/render-portal';

/** Two screens with their cards, as a support and an invoices plugin would declare them. */
const cardPlugin = testPlugin({
  id: 'cards',
  // The cards' texts are labels: they show without the plugin's code.
  labels: {
    en: {
      support: 'Support',
      supportText: 'Ask for help',
      supportLink: 'Contact support',
      invoices: 'Invoices',
      invoicesText: 'What you pay',
      invoicesLink: 'View invoices',
    },
    nl: {
      support: 'Support',
      supportText: 'Hulp vragen',
      supportLink: 'Contact met support',
      invoices: 'Facturen',
      invoicesText: 'Wat u betaalt',
      invoicesLink: 'Facturen bekijken',
    },
  },
  code: () => Promise.reject(new Error('the cards need no code')),
  contributes: {
    actionViews: ['invoices', 'service-requests'].map((actionType) => ({
      actionType,
      load: async () => ({ default: () => null }),
    })),
    homeCards: [
      {
        id: 'invoices',
        actionType: 'invoices',
        titleKey: 'invoices',
        textKey: 'invoicesText',
        linkKey: 'invoicesLink',
        order: 30,
      },
      {
        id: 'support',
        actionType: 'service-requests',
        titleKey: 'support',
        textKey: 'supportText',
        linkKey: 'supportLink',
        order: 20,
      },
    ],
  },
});

describe('home rules', () => {
  it('1. shows the action of the menu item flagged isHomepage', async () => {
    const backend = defaultBackend()
      .on('GET', '/account/me', { body: identity({ defaultActionId: 9 }) })
      .on('GET', '/api/menuitems/', {
        body: [menuItem({ id: 1 }), menuItem({ id: 2, actionId: 20, isHomepage: true })],
      })
      .on('GET', '/api/action/20/', { body: { actionType: 'html', html: '<p>Homepage content</p>' } });
    await renderPortal(createTestPortal({ backend }));
    expect(await screen.findByText('Homepage content')).toBeInTheDocument();
  });

  it("2. otherwise shows the account's default action", async () => {
    const backend = defaultBackend()
      .on('GET', '/account/me', { body: identity({ defaultActionId: 9 }) })
      .on('GET', '/api/action/9/', { body: { actionType: 'html', html: '<p>Default action</p>' } });
    await renderPortal(createTestPortal({ backend }));
    expect(await screen.findByText('Default action')).toBeInTheDocument();
  });

  it('3. otherwise the welcome card with its cards', async () => {
    const backend = defaultBackend()
      .on('GET', '/api/menuitems/', {
        body: [
          menuItem({ id: 1, name: 'Sales report', actionType: 'report', actionId: 11 }),
          menuItem({ id: 2, name: 'My requests', actionType: 'service-requests', actionId: 12 }),
          menuItem({ id: 3, name: 'Invoices', actionType: 'invoices', actionId: 13 }),
        ],
      })
      // This portal's favourites (a backend of the spec alone has none, and then shows no such card).
      .on('GET', FavouritePaths.saved, { body: { favourites: [], recent: [] } });
    await renderPortal(createTestPortal({ backend, plugins: { ...builtInPlugins, cards: cardPlugin } }));
    expect(
      await screen.findByRole('heading', { name: 'Hi anna@contoso.example, welcome to the portal' }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    const reportLinks = main.getAllByRole('link', { name: 'Go to reports' });
    expect(reportLinks[0]).toHaveAttribute('href', '/action/11');
    expect(await main.findByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/action/12');
    expect(main.getByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/action/13');
    // The user's favourites after reports, then the plugins' cards in their order, before the portals.
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Reports',
      'Favourites and recently opened',
      'Support',
      'Invoices',
      'Azure portal',
      'Office 365 portal',
      'Monitoring',
    ]);
    expect(screen.getByRole('link', { name: 'Open the Azure portal' })).toHaveAttribute(
      'href',
      'https://portal.azure.com/',
    );
    expect(screen.getByRole('link', { name: 'Open the Office 365 portal' })).toHaveAttribute(
      'href',
      'https://portal.office.com/',
    );
    expect(await screen.findByRole('link', { name: 'Open monitoring' })).toHaveAttribute(
      'href',
      'https://monitoring.example/contoso',
    );
  });

  it("leaves a plugin's card out when the menu has no item of its type", async () => {
    const backend = defaultBackend().on('GET', '/api/menuitems/', {
      body: [menuItem({ id: 3, name: 'Invoices', actionType: 'invoices', actionId: 13 })],
    });
    await renderPortal(createTestPortal({ backend, plugins: { ...builtInPlugins, cards: cardPlugin } }));
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/action/13');
    expect(main.queryByText('Support')).toBeNull();
    expect(main.queryByRole('link', { name: 'Contact support' })).toBeNull();
  });

  it('says so when the user has no customer configured', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { body: identity({ customers: [] }) });
    await renderPortal(createTestPortal({ backend }));
    expect(
      await screen.findByText(/Unfortunately there is something not properly configured for you as a customer/),
    ).toBeInTheDocument();
  });

  it("leads an administrator without customers to the administration beside the spec's message; a user gets no such link", async () => {
    const plugins = { ...builtInPlugins, admin };
    const backend = defaultBackend().on('GET', '/account/me', {
      body: identity({ customers: [], permissions: ['provider-admin'] }),
    });
    await renderPortal(createTestPortal({ backend, plugins }));
    const main = within(screen.getByRole('main'));
    expect(
      await main.findByText(/Unfortunately there is something not properly configured for you as a customer/),
    ).toBeInTheDocument();
    const administration = await main.findByRole('navigation', { name: 'Administration' });
    expect(within(administration).getByRole('link', { name: 'Customer accounts' })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
    expect(within(administration).getByRole('link', { name: 'User accounts' })).toHaveAttribute('href', '/admin/users');
    cleanup();

    const user = defaultBackend().on('GET', '/account/me', { body: identity({ customers: [] }) });
    await renderPortal(createTestPortal({ backend: user, plugins }));
    expect(await screen.findByText(/not properly configured/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
  });

  it("greets with the identity's userName as the spec words it, not the first name", async () => {
    const backend = defaultBackend().on('GET', '/account/me', {
      body: identity({ userName: 'ajong', firstName: 'Anna', fullName: 'Anna de Jong' }),
    });
    await renderPortal(createTestPortal({ backend }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hi ajong, welcome to the portal' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Hi Anna/)).toBeNull();
  });

  it('greets with the display name only when the backend sends no userName', async () => {
    const backend = defaultBackend().on('GET', '/account/me', {
      body: identity({ userName: null as unknown as string }),
    });
    await renderPortal(createTestPortal({ backend }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hi Anna de Jong, welcome to the portal' }),
    ).toBeInTheDocument();
  });

  it('accepts an identity without a customer list: the welcome card, not the configuration error', async () => {
    const { customers: _none, ...specOnly } = identity();
    const backend = defaultBackend().on('GET', '/account/me', { body: specOnly });
    await renderPortal(createTestPortal({ backend }));
    expect(
      await screen.findByRole('heading', { name: 'Hi anna@contoso.example, welcome to the portal' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not properly configured/)).toBeNull();
  });

  it('accepts an identity whose customers is null: the home rules apply as usual', async () => {
    const backend = defaultBackend()
      .on('GET', '/account/me', { body: identity({ customers: null, defaultActionId: '9' as unknown as number }) })
      .on('GET', '/api/action/9/', { body: { actionType: 'html', html: '<p>Default action</p>' } });
    await renderPortal(createTestPortal({ backend }));
    expect(await screen.findByText('Default action')).toBeInTheDocument();
    expect(screen.queryByText(/not properly configured/)).toBeNull();
  });

  it('accepts a homepage menu item whose ids arrive as strings', async () => {
    const backend = defaultBackend()
      .on('GET', '/api/menuitems/', {
        body: [{ id: '2', name: 'Start', actionId: '20', actionType: 'html', isHomepage: true }],
      })
      .on('GET', '/api/action/20/', { body: { actionType: 'html', html: '<p>Homepage content</p>' } });
    await renderPortal(createTestPortal({ backend }));
    expect(await screen.findByText('Homepage content')).toBeInTheDocument();
  });

  it('speaks Dutch to a Dutch browser', async () => {
    await renderPortal(createTestPortal({ languages: ['nl-NL'] }));
    expect(
      await screen.findByRole('heading', { name: 'Hoi anna@contoso.example, welkom op het portaal' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nl');
  });
});

describe('customer configuration not valid', () => {
  const message = /Unfortunately there is something not properly configured for you as a customer/;

  it("when the active customer is not one of the identity's customers", async () => {
    const backend = defaultBackend().on('GET', '/account/me', { body: identity({ activeCustomerId: 'someone-else' }) });
    await renderPortal(createTestPortal({ backend }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("when the customer's plugin list leaves no plugin that runs", async () => {
    const backend = defaultBackend().on('GET', '/account/me', {
      body: identity({
        customers: [{ customerId: 'contoso', customerName: 'Contoso', plugins: ['not-bundled'] }],
        activeCustomerId: 'contoso',
      }),
    });
    await renderPortal(createTestPortal({ backend }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('when the menu has items but none this portal can open', async () => {
    const backend = defaultBackend().on('GET', '/api/menuitems/', {
      body: [menuItem({ id: 1, name: 'Old thing', actionType: 'retired-type', actionId: 5 })],
    });
    await renderPortal(createTestPortal({ backend }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/welcome to the portal/)).toBeNull();
  });

  it('not for an empty menu: the spec then shows the welcome card', async () => {
    const backend = defaultBackend().on('GET', '/api/menuitems/', { body: [] });
    await renderPortal(createTestPortal({ backend }));
    expect(await screen.findByRole('heading', { name: /welcome to the portal/ })).toBeInTheDocument();
    expect(screen.queryByText(message)).toBeNull();
  });
});
