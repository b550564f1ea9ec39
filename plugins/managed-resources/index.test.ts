import { localeKeys, registerForTest } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';

describe('managed-resources plugin', () => {
  it("registers the lazy 'managed-resources' view and its editor", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('managed-resources');
    expect(registered.texts).toEqual({ en, nl });
    expect(registered.actionViews.map((entry) => entry.actionType)).toEqual(['managed-resources']);
    expect((await registered.actionViews[0].load()).default).toBeTruthy();
    expect(registered.actionEditors.map((entry) => entry.actionType)).toEqual(['managed-resources']);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
