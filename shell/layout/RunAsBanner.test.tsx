import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiPaths } from '../../core/contract';
import { identity } from '../../core/plugin-api/testing/fixtures';
import { createTestPortal, defaultBackend, renderPortal } from '../../test/kit/render-portal';

const VIEWED = 'dirk.smit@contoso.example';
const runningAs = () =>
  defaultBackend().on('GET', ApiPaths.identity, {
    body: identity({ userName: 'petra@msp.example', fullName: 'Petra Dekker', runAsUser: VIEWED, runAsSession: true }),
  });
const banner = () => screen.queryByRole('region', { name: 'Viewing as another user' });

describe('the run-as banner', () => {
  it.each(['/', '/settings', '/nowhere'])('shows on %s who is viewed as, with the way back', async (path) => {
    await renderPortal(createTestPortal({ backend: runningAs() }), path);
    const region = await screen.findByRole('region', { name: 'Viewing as another user' });
    expect(region).toHaveTextContent(`You are viewing the portal as ${VIEWED}.`);
    expect(within(region).getByRole('button', { name: 'Back to my account' })).toBeEnabled();
    // The top bar keeps the spec's "(Run as: X)" beside the administrator's own name.
    expect(screen.getByText(`(Run as: ${VIEWED})`).closest('.app-header')).not.toBeNull();
    expect(screen.getByText('Petra Dekker').closest('.app-header')).not.toBeNull();
  });

  it('shows on the "not authorized" page too, when the viewed user is not authorized', async () => {
    const backend = defaultBackend().on('GET', ApiPaths.identity, {
      body: identity({ runAsUser: VIEWED, runAsSession: true, isAuthorized: false, customers: [] }),
    });
    await renderPortal(createTestPortal({ backend }), '/');
    const region = await screen.findByRole('region', { name: 'Viewing as another user' });
    expect(within(region).getByRole('button', { name: 'Back to my account' })).toBeInTheDocument();
  });

  it('is not there for someone not running as anybody', async () => {
    await renderPortal(createTestPortal(), '/');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(banner()).toBeNull();
  });

  it("is not there for a run-as user the account stores (the spec's top bar text only), from a backend without our runAsSession", async () => {
    const { runAsSession: _ours, ...specIdentity } = identity({ runAsUser: VIEWED });
    const backend = defaultBackend().on('GET', ApiPaths.identity, { body: specIdentity });
    await renderPortal(createTestPortal({ backend }), '/');
    expect(await screen.findByText(`(Run as: ${VIEWED})`)).toBeInTheDocument();
    expect(banner()).toBeNull();
  });

  it('"Back to my account" ends the run-as on the server (with the CSRF header), then loads the portal afresh at home', async () => {
    const test = createTestPortal({ backend: runningAs().on('DELETE', ApiPaths.runAs, { body: { ok: true } }) });
    await renderPortal(test, '/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to my account' }));
    await waitFor(() => expect(test.browser.assign).toHaveBeenCalledWith('/'));
    const [call] = test.backend.calls('DELETE', ApiPaths.runAs);
    expect(call?.headers['x-csrf-token']).toBe('test-csrf-token');
  });

  it('says so when going back failed, and the button works again', async () => {
    const test = createTestPortal({ backend: runningAs().on('DELETE', ApiPaths.runAs, { status: 500, body: {} }) });
    await renderPortal(test, '/');
    const button = await screen.findByRole('button', { name: 'Back to my account' });
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Going back to your account did not work. Please try again.',
    );
    expect(button).toBeEnabled();
    expect(test.browser.assign).not.toHaveBeenCalled();
  });

  it('speaks Dutch to a Dutch browser', async () => {
    await renderPortal(createTestPortal({ backend: runningAs(), languages: ['nl-NL'] }), '/');
    const region = await screen.findByRole('region', { name: 'Bekijken als een andere gebruiker' });
    expect(region).toHaveTextContent(`U bekijkt het portaal als ${VIEWED}.`);
    expect(within(region).getByRole('button', { name: 'Terug naar mijn account' })).toBeInTheDocument();
  });

  it('is left out of an embedded page (embed=true)', async () => {
    await renderPortal(createTestPortal({ backend: runningAs() }), '/?embed=true');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(banner()).toBeNull();
  });
});
