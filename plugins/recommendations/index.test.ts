import { createElement } from 'react';
import { localeKeys, registerForTest, renderWithServices, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';

describe('recommendations plugin', () => {
  it("declares the lazy 'recommendations' view behind the recommendations access rule", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('recommendations');
    expect(registered.texts).toEqual({ en, nl });
    expect(declaredBy(manifest).actionViews).toHaveLength(1);
    expect(declaredBy(manifest).actionViews[0]).toMatchObject({
      actionType: 'recommendations',
      accessRule: 'recommendations',
    });
    expect((await declaredBy(manifest).actionViews[0].load()).default).toBeTruthy();
    expect(declaredBy(manifest).actionEditors.map((entry) => entry.actionType)).toEqual(['recommendations']);
    expect(declaredBy(manifest).menuSections).toEqual([]);
    expect(registered.provided).toEqual([]);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });

  // The tray renders a notification's message with these texts in the reader's language (it formats the
  // ISO moment itself); each key the plugin posts exists in both languages and uses the parameters it gets.
  it.each([
    [
      'notification.pending',
      { resource: 'vm-1' },
      'Accepting the recommendation for vm-1',
      'Aanbeveling voor vm-1 accepteren',
    ],
    [
      'notification.accepted',
      { resource: 'vm-1', moment: '25 feb 2027' },
      'Recommendation for vm-1 accepted, applied on 25 feb 2027',
      'Aanbeveling voor vm-1 geaccepteerd, doorgevoerd op 25 feb 2027',
    ],
    [
      'notification.failed',
      { resource: 'vm-1' },
      'Accepting the recommendation for vm-1 failed',
      'Accepteren van de aanbeveling voor vm-1 mislukt',
    ],
  ])("renders the notification message %s in the reader's language", (key, params, english, dutch) => {
    const { i18n, unmount } = renderWithServices(createElement('div'), { plugin });
    expect(i18n.getFixedT('en', 'recommendations')(key, { replace: params })).toBe(english);
    expect(i18n.getFixedT('nl', 'recommendations')(key, { replace: params })).toBe(dutch);
    unmount();
  });
});
