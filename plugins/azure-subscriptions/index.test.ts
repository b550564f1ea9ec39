import { localeKeys, registerForTest, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';

describe('azure-subscriptions plugin', () => {
  it('declares the list view, its editor, the wizard, a home card and its store', async () => {
    const registered = registerForTest(plugin);
    expect(registered.texts).toEqual({ en, nl });
    expect(declaredBy(manifest).actionViews.map((entry) => entry.actionType)).toEqual(['azure-subscriptions']);
    expect((await declaredBy(manifest).actionViews[0]!.load()).default).toBeTruthy();
    expect(declaredBy(manifest).actionEditors.map((entry) => entry.actionType)).toEqual(['azure-subscriptions']);
    expect(declaredBy(manifest).wizards.map((entry) => entry.id)).toEqual(['azure-subscription']);
    expect(declaredBy(manifest).homeCards.map((entry) => entry.actionType)).toEqual(['azure-subscriptions']);
    expect(registered.provided).toHaveLength(1);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
