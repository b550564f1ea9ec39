import { screen, within } from '@testing-library/react';
import { identity, menuItem } from '../../core/plugin-api/testing';
import { createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';

describe('the welcome card (home rule 3)', () => {
  it("keeps the spec's 'Go to reports' when the menu has no report, and says why instead of leading anywhere", async () => {
    const backend = defaultBackend().on('GET', '/api/menuitems/', {
      body: [menuItem({ id: 5, name: 'News', actionType: 'html', actionId: 50 })],
    });
    await renderPortal(createTestPortal({ backend }));
    const hero = within(
      (await screen.findByRole('heading', { level: 1, name: /welcome to the portal/ })).parentElement!,
    );
    const unavailable = hero.getByRole('link', { name: 'Go to reports' });
    expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    expect(unavailable).not.toHaveAttribute('href');
    expect(unavailable).toHaveAccessibleDescription('Not in your menu yet: ask your provider to add it.');
    // The reports card keeps the text too.
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Go to reports' })).toHaveLength(2);
  });

  it('says it in Dutch', async () => {
    const backend = defaultBackend().on('GET', '/api/menuitems/', {
      body: [menuItem({ id: 5, name: 'Nieuws', actionType: 'html', actionId: 50 })],
    });
    await renderPortal(createTestPortal({ backend, languages: ['nl-NL'] }));
    const hero = within(
      (await screen.findByRole('heading', { level: 1, name: /welkom op het portaal/ })).parentElement!,
    );
    expect(hero.getByRole('link', { name: 'Ga naar rapportages' })).toHaveAccessibleDescription(
      'Nog niet in uw menu: vraag uw leverancier om het toe te voegen.',
    );
  });

  it('leads to the first report when there is one', async () => {
    const backend = defaultBackend().on('GET', '/api/menuitems/', {
      body: [
        menuItem({ id: 5, name: 'News', actionType: 'html', actionId: 50 }),
        menuItem({ id: 1, name: 'Sales', actionType: 'report', actionId: 11 }),
      ],
    });
    await renderPortal(createTestPortal({ backend }));
    const hero = within(
      (await screen.findByRole('heading', { level: 1, name: /welcome to the portal/ })).parentElement!,
    );
    expect(hero.getByRole('link', { name: 'Go to reports' })).toHaveAttribute('href', '/action/11');
  });

  it('lets an e-mail address in the greeting wrap at its parts only (after @, before each dot)', async () => {
    const backend = defaultBackend().on('GET', '/account/me', {
      body: identity({ userName: 'anna.devries@contoso.example' }),
    });
    await renderPortal(createTestPortal({ backend }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Hi anna.devries@contoso.example, welcome to the portal',
    });
    expect(heading.innerHTML).toBe('Hi anna<wbr>.devries@<wbr>contoso<wbr>.example, welcome to the portal');
    expect(heading.textContent).toBe('Hi anna.devries@contoso.example, welcome to the portal');
  });
});
