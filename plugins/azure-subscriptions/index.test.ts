import { localeKeys, registerForTest } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';

describe('azure-subscriptions plugin', () => {
  it('registers the list view, its editor, the wizard, a home card and its store', async () => {
    const registered = registerForTest(plugin);
    expect(registered.texts).toEqual({ en, nl });
    expect(registered.actionViews.map((entry) => entry.actionType)).toEqual(['azure-subscriptions']);
    expect((await registered.actionViews[0]!.load()).default).toBeTruthy();
    expect(registered.actionEditors.map((entry) => entry.actionType)).toEqual(['azure-subscriptions']);
    expect(registered.wizards.map((entry) => entry.id)).toEqual(['azure-subscription']);
    expect(registered.homeCards.map((entry) => entry.actionType)).toEqual(['azure-subscriptions']);
    expect(registered.provided).toHaveLength(1);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
