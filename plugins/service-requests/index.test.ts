import { createElement } from 'react';
import { HttpClient, type Token } from '../../core/plugin-api';
import { fail, fakeHttp, localeKeys, ok, registerForTest, renderWithServices } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import { EMPTY_VALUES } from './stores/wizard-values';

const services = (handler: Parameters<typeof fakeHttp>[0]) => new Map<Token<unknown>, unknown>([[HttpClient, fakeHttp(handler).http]]);
const filled = {
  ...EMPTY_VALUES, category: 'incident', name: 'Printer', description: 'The printer does not print.', callerName: 'Anna', callerEmail: 'anna@example.com',
};

describe('service-requests plugin', () => {
  it('registers the list behind the support permission, the detail page, the wizard, the home card and its store', async () => {
    const registered = registerForTest(plugin, services(() => ok({})));
    expect(registered.actionViews).toEqual([expect.objectContaining({ actionType: 'service-requests', accessRule: 'support' })]);
    expect(registered.pages).toEqual([expect.objectContaining({ path: '/service-requests/:number', accessRules: ['support'] })]);
    expect(registered.wizards.map((w) => w.id)).toEqual(['service-request']);
    expect(registered.wizards[0].steps.map((s) => s.titleKey)).toEqual(['wizard.steps.register', 'wizard.steps.verify']);
    expect(registered.homeCards).toEqual([expect.objectContaining({ id: 'support', actionType: 'service-requests', linkKey: 'home.link' })]);
    expect(registered.actionEditors.map((e) => e.actionType)).toEqual(['service-requests']);
    expect((await registered.actionViews[0].load()).default).toBeTruthy();
    expect((await registered.pages[0].load()).default).toBeTruthy();
  });

  it('has every text in English and Dutch, the spec\'s outcome texts verbatim', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
    const { i18n, unmount } = renderWithServices(createElement('div'), { plugin, services: services(() => ok({})) });
    const t = i18n.getFixedT('en', 'service-requests');
    expect(t('wizard.success.message', { number: 'SR-000042' }))
      .toBe('Your service request is registered successful with number: SR-000042. You will be receiving a confirmation e-mail');
    expect(t('wizard.error.title')).toBe('Something went wrong!');
    expect(t('wizard.error.message')).toBe('Your service request is not registered. Please contact the provider.');
    expect(t('home.link')).toBe('Contact support');
    expect(i18n.getFixedT('nl', 'service-requests')('home.link')).toBe('Contact met support');
    unmount();
  });

  it("the wizard's submission shows the number, or the spec's error", async () => {
    const success = registerForTest(plugin, services(() => ok({ number: 42 }, 201)));
    expect(await success.wizards[0].submit(filled)).toEqual({
      ok: true, titleKey: 'wizard.success.title', messageKey: 'wizard.success.message', values: { number: '42' },
    });
    const failure = registerForTest(plugin, services(() => fail(500)));
    expect(await failure.wizards[0].submit(filled)).toEqual({ ok: false, titleKey: 'wizard.error.title', messageKey: 'wizard.error.message' });
  });
});
