import { fireEvent, screen } from '@testing-library/react';
import { definePlugin } from '../../core/plugin-api';
import { builtInPlugins, createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';

describe('action-detail screen', () => {
  it("shows 'No data received' with the id when the action cannot be fetched", async () => {
    const backend = defaultBackend().on('GET', '/api/action/42/', { status: 500 });
    await renderPortal(createTestPortal({ backend }), '/action/42');
    expect(await screen.findByRole('heading', { name: 'No data received' })).toBeInTheDocument();
    expect(screen.getByText('Could not get data for the given action with id 42. Please try again or contact your supplier.')).toBeInTheDocument();
  });

  it('an action type no enabled plugin provides gets an explicit card', async () => {
    const backend = defaultBackend().on('GET', '/api/action/5/', { body: { actionType: 'questionnaire' } });
    await renderPortal(createTestPortal({ backend }), '/action/5');
    expect(await screen.findByRole('heading', { name: 'This action type is not available' })).toBeInTheDocument();
  });

  it('a view that throws shows an error card and the rest of the portal keeps working', async () => {
    const exploding = definePlugin({
      id: 'exploding',
      register: (ctx) => ctx.actionViews.register({ actionType: 'boom', load: async () => ({ default: () => { throw new Error('render failed'); } }) }),
    });
    const backend = defaultBackend().on('GET', '/api/action/6/', { body: { actionType: 'boom' } });
    const test = createTestPortal({ backend, plugins: { ...builtInPlugins, exploding } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPortal(test, '/action/6');
    expect(await screen.findByRole('heading', { name: 'This part of the page could not be shown' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(test.logger.error).toHaveBeenCalledWith('The boom view of action 6 failed', expect.any(Error));
  });

  it("a view's access rule that the user fails redirects to /", async () => {
    const guarded = definePlugin({
      id: 'guarded',
      register: (ctx) => ctx.actionViews.register({ actionType: 'admin-only', accessRule: 'admin', load: async () => ({ default: () => <p>secret</p> }) }),
    });
    const backend = defaultBackend().on('GET', '/api/action/7/', { body: { actionType: 'admin-only' } });
    await renderPortal(createTestPortal({ backend, plugins: { guarded } }), '/action/7');
    expect(await screen.findByRole('heading', { name: 'Hi Anna, welcome to the portal' })).toBeInTheDocument();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('an id that is not a number falls back to the default id 0', async () => {
    const backend = defaultBackend().on('GET', '/api/action/0/', { body: { actionType: 'html', html: '<p>zero</p>' } });
    await renderPortal(createTestPortal({ backend }), '/action/abc');
    expect(await screen.findByText('zero')).toBeInTheDocument();
  });

  it('an unknown route shows a not-found card with a link home', async () => {
    await renderPortal(createTestPortal(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Hi Anna, welcome to the portal' })).toBeInTheDocument();
  });
});
