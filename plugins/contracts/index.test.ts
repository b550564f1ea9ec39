import { localeKeys, registerForTest, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';

describe('contracts plugin', () => {
  it("declares the lazy 'contracts' view and its editor", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('contracts');
    expect(registered.texts).toEqual({ en, nl });
    expect(declaredBy(manifest).actionViews.map((entry) => entry.actionType)).toEqual(['contracts']);
    expect((await declaredBy(manifest).actionViews[0].load()).default).toBeTruthy();
    expect(declaredBy(manifest).actionEditors.map((entry) => entry.actionType)).toEqual(['contracts']);
    expect(registered.provided).toEqual([]);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
