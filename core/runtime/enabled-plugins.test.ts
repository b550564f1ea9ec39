import { createTestPortal, testPlugin } from '../plugin-api/testing';

const viewPlugin = (id: string) =>
  testPlugin({ id, contributes: { actionViews: [{ actionType: id, load: async () => ({ default: () => null }) }] } });

const plugins = () => ({ claims: viewPlugin('claims'), html: viewPlugin('html'), link: viewPlugin('link') });

describe('enabled plugins with the tolerant contract', () => {
  it('an identity without a customer list restricts nothing: every bundled plugin the deployment allows is registered', async () => {
    const test = createTestPortal({ plugins: plugins() });
    test.backend.on('GET', '/account/me', {
      body: { isAuthenticated: true, isAuthorized: true, userName: 'u', activeCustomerId: 'c' },
    });
    await test.portal.start();
    expect(test.portal.pluginReport).toEqual({ registered: ['claims', 'html', 'link'], failed: [] });
  });

  it('a customer whose id arrives as a number still gets its own plugin list', async () => {
    const test = createTestPortal({ plugins: plugins() });
    test.backend.on('GET', '/account/me', {
      body: {
        isAuthenticated: true,
        isAuthorized: true,
        userName: 'u',
        activeCustomerId: 7,
        customers: [{ customerId: 7, customerName: 'C', plugins: ['link'] }],
      },
    });
    await test.portal.start();
    expect(test.portal.pluginReport).toEqual({ registered: ['link'], failed: [] });
  });

  it('a deployment list with an odd entry keeps its plugin ids and never widens to every plugin', async () => {
    const test = createTestPortal({ plugins: plugins() });
    test.backend.on('GET', '/app/publicsettings', { body: { applicationName: 'X', plugins: ['html', 42] } });
    await test.portal.start();
    expect(test.portal.pluginReport).toEqual({ registered: ['html'], failed: [] });
  });
});
