import { createElement } from 'react';
import { HttpClient, type Token } from '../../core/plugin-api';
import {
  fail,
  fakeHttp,
  localeKeys,
  ok,
  registerForTest,
  renderWithServices,
  declaredBy,
} from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';
import { EMPTY_VALUES } from './stores/wizard-values';
import createWizard from './wizard';

const services = (handler: Parameters<typeof fakeHttp>[0]) =>
  new Map<Token<unknown>, unknown>([[HttpClient, fakeHttp(handler).http]]);
const filled = {
  ...EMPTY_VALUES,
  category: 'incident',
  name: 'Printer',
  description: 'The printer does not print.',
  callerName: 'Anna',
  callerEmail: 'anna@example.com',
};

describe('service-requests plugin', () => {
  it('declares the list and the catalogue behind the support permission, the detail page, the designer and the deliveries for provider administrators, the wizard, the home card and its store', async () => {
    expect(declaredBy(manifest).actionViews).toEqual([
      expect.objectContaining({ actionType: 'service-requests', accessRule: 'support' }),
      expect.objectContaining({ actionType: 'service-catalogue', accessRule: 'support' }),
    ]);
    expect(declaredBy(manifest).pages).toEqual([
      expect.objectContaining({ path: '/service-requests/:number', accessRules: ['support'] }),
      expect.objectContaining({ path: '/admin/catalogue', accessRules: ['provider-admin'] }),
      expect.objectContaining({ path: '/admin/service-desk', accessRules: ['provider-admin'] }),
    ]);
    // The designer and the deliveries to the ticket system: in the side menu of provider administrators only.
    const [designerLink, deliveries] = declaredBy(manifest).menuSections;
    expect(designerLink!.visible!({ isAuthorized: true, permissions: ['provider-admin'] })).toBe(true);
    expect(designerLink!.visible!({ isAuthorized: true, permissions: ['customer-admin', 'support'] })).toBe(false);
    expect(deliveries).toMatchObject({ id: 'service-desk-deliveries', placement: 'side-menu' });
    expect(deliveries!.visible!({ isAuthorized: true, permissions: ['Provider-Admin'] })).toBe(true);
    expect(deliveries!.visible!({ isAuthorized: true, permissions: ['customer-admin', 'support'] })).toBe(false);
    expect(declaredBy(manifest).wizards.map((w) => w.id)).toEqual(['service-request']);
    const wizard = createWizard(
      registerForTest(
        plugin,
        services(() => ok({})),
      ).resolve,
    );
    expect(wizard.steps.map((s) => s.titleKey)).toEqual(['wizard.steps.register', 'wizard.steps.verify']);
    expect(declaredBy(manifest).homeCards).toEqual([
      expect.objectContaining({ id: 'support', actionType: 'service-requests', linkKey: 'home.link' }),
    ]);
    expect(declaredBy(manifest).actionEditors.map((e) => e.actionType)).toEqual([
      'service-requests',
      'service-catalogue',
    ]);
    for (const entry of [...declaredBy(manifest).actionViews, ...declaredBy(manifest).pages])
      expect((await entry.load()).default).toBeTruthy();
  });

  it("has every text in English and Dutch, the spec's outcome texts verbatim", () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
    const { i18n, unmount } = renderWithServices(createElement('div'), { plugin, services: services(() => ok({})) });
    const t = i18n.getFixedT('en', 'service-requests');
    expect(t('wizard.success.message', { number: 'SR-000042' })).toBe(
      'Your service request is registered successful with number: SR-000042. You will be receiving a confirmation e-mail',
    );
    expect(t('wizard.error.title')).toBe('Something went wrong!');
    expect(t('wizard.error.message')).toBe('Your service request is not registered. Please contact the provider.');
    unmount();
  });

  it("the wizard's submission shows the number, or the spec's error", async () => {
    const success = createWizard(
      registerForTest(
        plugin,
        services(() => ok({ number: 42 }, 201)),
      ).resolve,
    );
    expect(await success.submit(filled)).toEqual({
      ok: true,
      titleKey: 'wizard.success.title',
      messageKey: 'wizard.success.message',
      values: { number: '42' },
    });
    const failure = createWizard(
      registerForTest(
        plugin,
        services(() => fail(500)),
      ).resolve,
    );
    expect(await failure.submit(filled)).toEqual({
      ok: false,
      titleKey: 'wizard.error.title',
      messageKey: 'wizard.error.message',
    });
  });
});
