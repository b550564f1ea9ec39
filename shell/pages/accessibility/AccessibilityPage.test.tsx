import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../core/contract';
import { identity, publicSettings, signedOut } from '../../../core/plugin-api/testing/fixtures';
import { createTestPortal, defaultBackend, renderPortal } from '../../../test/kit/render-portal';

const signedOutBackend = () => defaultBackend().on('GET', ApiPaths.identity, { body: identity(signedOut()) });

describe('the accessibility statement page', () => {
  it('is readable signed out, lists every criterion, and the signed-out frame links to it', async () => {
    await renderPortal(createTestPortal({ backend: signedOutBackend() }), '/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'WCAG 2.2 level A and AA success criteria and their status' });
    expect(within(table).getAllByRole('row')).toHaveLength(56);
    const reflow = within(table).getByRole('row', { name: /^1\.4\.10 Reflow/ });
    expect(reflow).toHaveTextContent('Partly met');
    expect(reflow).toHaveTextContent(/Reason:.+Planned:/);
    expect(screen.getByText(/Contact your provider's service desk/)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toContainElement(
      screen.getByRole('link', { name: 'Accessibility statement' }),
    );
  });

  it("is in Dutch for a Dutch reader and gives the deployment's contact address", async () => {
    const backend = signedOutBackend().on('GET', ApiPaths.publicSettings, {
      body: publicSettings({ accessibilityContact: 'toegankelijkheid@msp.example' }),
    });
    await renderPortal(createTestPortal({ backend, languages: ['nl-NL'] }), '/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toegankelijkheidsverklaring' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Succescriteria van WCAG 2.2 niveau A en AA en hun status' });
    expect(within(table).getByRole('row', { name: /^2\.5\.8 Grootte van het aanwijsgebied/ })).toHaveTextContent(
      'Voldoet',
    );
    expect(screen.getByRole('link', { name: 'toegankelijkheid@msp.example' })).toHaveAttribute(
      'href',
      'mailto:toegankelijkheid@msp.example',
    );
  });

  it("is linked at the foot of a signed-in user's side bar; the account menu keeps the spec's settings and sign out", async () => {
    await renderPortal(createTestPortal(), '/');
    fireEvent.click(await screen.findByRole('button', { name: /anna/i }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(['Settings', 'Sign out']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('link', { name: 'Accessibility statement' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
  });
});
