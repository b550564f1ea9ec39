import { localeKeys, registerForTest } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';

describe('recommendations plugin', () => {
  it("registers the lazy 'recommendations' view behind the recommendations access rule", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('recommendations');
    expect(registered.texts).toEqual({ en, nl });
    expect(registered.actionViews).toHaveLength(1);
    expect(registered.actionViews[0]).toMatchObject({ actionType: 'recommendations', accessRule: 'recommendations' });
    expect((await registered.actionViews[0].load()).default).toBeTruthy();
    expect(registered.menuSections).toEqual([]);
    expect(registered.provided).toEqual([]);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
