import { localeKeys, registerForTest, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';

describe('events plugin', () => {
  it("declares the lazy 'events' view and its menu editor, with its texts", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('events');
    expect(registered.texts).toEqual({ en, nl });
    expect(declaredBy(manifest).actionViews.map((entry) => entry.actionType)).toEqual(['events']);
    expect((await declaredBy(manifest).actionViews[0]!.load()).default).toBeTruthy();
    expect(declaredBy(manifest).actionEditors.map((entry) => entry.actionType)).toEqual(['events']);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
