import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { definePlugin } from '../../core/plugin-api';
import { identity, menuItem, testPlugin } from '../../core/plugin-api/testing';
import { builtInPlugins, createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';

/** A view in its plugin's texts: it shows only once the plugin's code (its texts) loaded. */
function LateView() {
  const { t } = useTranslation('late');
  return <p>{t('hello')}</p>;
}

describe('action-detail screen', () => {
  it("shows 'No data received' with the id when the action cannot be fetched", async () => {
    const backend = defaultBackend().on('GET', '/api/action/42/', { status: 500 });
    await renderPortal(createTestPortal({ backend }), '/action/42');
    expect(await screen.findByRole('heading', { name: 'No data received' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Could not get data for the given action with id 42. Please try again or contact your supplier.',
      ),
    ).toBeInTheDocument();
  });

  it('an action type no enabled plugin provides gets an explicit card', async () => {
    const backend = defaultBackend().on('GET', '/api/action/5/', { body: { actionType: 'questionnaire' } });
    await renderPortal(createTestPortal({ backend }), '/action/5');
    expect(await screen.findByRole('heading', { name: 'This action type is not available' })).toBeInTheDocument();
  });

  it('a view that throws shows an error card and the rest of the portal keeps working', async () => {
    const exploding = testPlugin({
      id: 'exploding',
      contributes: {
        actionViews: [
          {
            actionType: 'boom',
            load: async () => ({
              default: () => {
                throw new Error('render failed');
              },
            }),
          },
        ],
      },
    });
    const backend = defaultBackend().on('GET', '/api/action/6/', { body: { actionType: 'boom' } });
    const test = createTestPortal({ backend, plugins: { ...builtInPlugins, exploding } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPortal(test, '/action/6');
    expect(
      await screen.findByRole('heading', { name: 'This part of the page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(test.logger.error).toHaveBeenCalledWith('The boom view of action 6 failed', expect.any(Error));
  });

  it("a plugin whose code fails to load shows the plugin error card with 'Try again', never 'No data received'; trying again loads it", async () => {
    let attempts = 0;
    const code = async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return {
        default: definePlugin({
          id: 'late',
          texts: { en: { hello: 'Late view shown' }, nl: { hello: 'Late weergave getoond' } },
        }),
      };
    };
    const late = testPlugin({
      id: 'late',
      code,
      contributes: { actionViews: [{ actionType: 'late', load: async () => ({ default: LateView }) }] },
    });
    const backend = defaultBackend().on('GET', '/api/action/9/', { body: { actionType: 'late' } });
    const test = createTestPortal({ backend, plugins: { ...builtInPlugins, late } });
    await renderPortal(test, '/action/9');
    expect(
      await screen.findByRole('heading', { name: 'This part of the page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No data received' })).toBeNull();
    expect(test.logger.error).toHaveBeenCalledWith(
      'The late view of action 9 failed',
      expect.objectContaining({
        message: 'Plugin "late" could not start: Failed to fetch dynamically imported module',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Late view shown')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it("a view's access rule that the user fails redirects to /", async () => {
    const guarded = testPlugin({
      id: 'guarded',
      contributes: {
        actionViews: [
          { actionType: 'admin-only', accessRule: 'admin', load: async () => ({ default: () => <p>secret</p> }) },
        ],
      },
    });
    const backend = defaultBackend().on('GET', '/api/action/7/', { body: { actionType: 'admin-only' } });
    await renderPortal(createTestPortal({ backend, plugins: { guarded } }), '/action/7');
    expect(
      await screen.findByRole('heading', { name: 'Hi anna@contoso.example, welcome to the portal' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('an unknown route shows a not-found card with a link home', async () => {
    await renderPortal(createTestPortal(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(
      await screen.findByRole('heading', { name: 'Hi anna@contoso.example, welcome to the portal' }),
    ).toBeInTheDocument();
  });
});

const specText = (id: string) =>
  `Could not get data for the given action with id ${id}. Please try again or contact your supplier.`;
const apiError = (status: number) => ({
  status,
  body: { statusCode: status, error: 'Error', message: 'server text, never shown' },
});

/** The 'No data received' card: the spec's title and text, unchanged, and the part beneath it. */
async function noDataCard(id: string) {
  const heading = await screen.findByRole('heading', { name: 'No data received' });
  const card = heading.closest('section') as HTMLElement;
  expect(within(card).getByText(specText(id), { normalizer: (text) => text })).toBeInTheDocument();
  return card;
}

describe('action-detail screen: what went wrong and the way forward', () => {
  it('401: the session expired; "Sign in again" leads to the sign-in page with a way back to this page', async () => {
    const backend = defaultBackend().on('GET', '/api/action/42/', apiError(401));
    await renderPortal(createTestPortal({ backend }), '/action/42');
    const card = await noDataCard('42');
    expect(within(card).getByText('Your session has expired.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/account/login?returnUrl=%2Faction%2F42',
    );
    expect(within(card).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(card).not.toHaveTextContent('server text');
  });

  it('403: no access to this item, with a link home', async () => {
    const backend = defaultBackend().on('GET', '/api/action/43/', apiError(403));
    await renderPortal(createTestPortal({ backend }), '/action/43');
    const card = await noDataCard('43');
    expect(within(card).getByText('You have no access to this item.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(within(card).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('404: the item does not exist for the active customer; the link home works', async () => {
    const backend = defaultBackend().on('GET', '/api/action/44/', apiError(404));
    await renderPortal(createTestPortal({ backend }), '/action/44');
    const card = await noDataCard('44');
    expect(
      within(card).getByText('This item does not exist for the active customer, Contoso Zorg.'),
    ).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('link', { name: 'Go to the home page' }));
    expect(
      await screen.findByRole('heading', { name: 'Hi anna@contoso.example, welcome to the portal' }),
    ).toBeInTheDocument();
  });

  it("404 without a customer list (the spec's identity has none): the item does not exist, no customer named", async () => {
    const backend = defaultBackend()
      .on('GET', '/account/me', { body: { ...identity(), customers: undefined, activeCustomerId: null } })
      .on('GET', '/api/action/44/', apiError(404));
    await renderPortal(createTestPortal({ backend }), '/action/44');
    const card = await noDataCard('44');
    expect(within(card).getByText('This item does not exist.')).toBeInTheDocument();
  });

  it.each([
    ['a 500 answer', apiError(500)],
    ['a 503 answer', apiError(503)],
  ])('%s offers "Try again", which fetches again and shows the view when it succeeds', async (_label, first) => {
    let answer: { status?: number; body?: unknown } = first;
    const backend = defaultBackend().on('GET', '/api/action/45/', () => answer);
    await renderPortal(createTestPortal({ backend }), '/action/45');
    const card = await noDataCard('45');
    expect(within(card).getByText('The server could not be reached or had a problem.')).toBeInTheDocument();
    expect(card).toHaveTextContent(`(HTTP ${first.status})`);
    answer = { body: { actionType: 'html', html: '<p>back again</p>' } };
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back again')).toBeInTheDocument();
    expect(backend.calls('GET', '/api/action/45/')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'No data received' })).toBeNull();
  });

  it('a network failure offers "Try again"; failing again keeps the card and puts the focus back on the button', async () => {
    const backend = defaultBackend().on('GET', '/api/action/46/', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await renderPortal(createTestPortal({ backend }), '/action/46');
    const card = await noDataCard('46');
    expect(card).not.toHaveTextContent('HTTP');
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(backend.calls('GET', '/api/action/46/')).toHaveLength(2));
    const again = await noDataCard('46');
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Try again' })).toHaveFocus());
  });

  it.each(['abc', '-1', '1.5', '1e3', '99999999999999999999', ' 7'])(
    'a route id that is not a whole number (%j) is shown as given and never sent to the server',
    async (given) => {
      const backend = defaultBackend();
      await renderPortal(createTestPortal({ backend }), `/action/${encodeURIComponent(given)}`);
      const card = await noDataCard(given);
      expect(
        within(card).getByText(`“${given}” is not an item number.`, { normalizer: (text) => text }),
      ).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
      expect(backend.requests.filter((request) => request.path.startsWith('/api/action'))).toEqual([]);
    },
  );

  it('the texts beneath the card follow the language (Dutch)', async () => {
    const backend = defaultBackend().on('GET', '/api/action/47/', apiError(404));
    await renderPortal(createTestPortal({ backend, languages: ['nl-NL'] }), '/action/47');
    const heading = await screen.findByRole('heading', { name: 'Geen gegevens ontvangen' });
    const card = heading.closest('section') as HTMLElement;
    expect(within(card).getByText('Dit item bestaat niet voor de actieve klant, Contoso Zorg.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Naar de startpagina' })).toBeInTheDocument();
  });

  it('on the home page a failed homepage item offers no link to the page the user is already on', async () => {
    const backend = defaultBackend()
      .on('GET', '/api/menuitems/', { body: [menuItem({ id: 48, isHomepage: true })] })
      .on('GET', '/api/action/48/', apiError(404));
    await renderPortal(createTestPortal({ backend }), '/');
    const card = await noDataCard('48');
    expect(
      within(card).getByText('This item does not exist for the active customer, Contoso Zorg.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Go to the home page' })).toBeNull();
    expect(card).toHaveTextContent('Contact your supplier if it should be here.');
    expect(card).not.toHaveTextContent('The home page shows');
  });

  it("fetches the view's code beside the action's data when the menu names the action's type", async () => {
    const loaded: string[] = [];
    let answer!: () => void;
    const dataHeld = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const slow = testPlugin({
      id: 'slow',
      contributes: {
        actionViews: [
          {
            actionType: 'slowview',
            load: async () => {
              loaded.push('slowview');
              return { default: () => <p>slow view shown</p> };
            },
          },
        ],
      },
    });
    const backend = defaultBackend()
      .on('GET', '/api/menuitems/', { body: [menuItem({ id: 1, name: 'Slow', actionId: 8, actionType: 'slowview' })] })
      .on('GET', '/api/action/8/', async () => {
        await dataHeld;
        return { body: { actionType: 'slowview' } };
      });
    await renderPortal(createTestPortal({ backend, plugins: { ...builtInPlugins, slow } }), '/action/8');
    await waitFor(() => expect(loaded).toContain('slowview'));
    expect(screen.queryByText('slow view shown')).toBeNull();
    answer();
    expect(await screen.findByText('slow view shown')).toBeInTheDocument();
  });
});
