import { localeKeys, registerForTest } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';

describe('subscriptions plugin', () => {
  it("registers the lazy 'subscriptions' view behind the licences access rule", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('subscriptions');
    expect(registered.texts).toEqual({ en, nl });
    expect(registered.actionViews).toHaveLength(1);
    expect(registered.actionViews[0]).toMatchObject({ actionType: 'subscriptions', accessRule: 'licences' });
    expect((await registered.actionViews[0].load()).default).toBeTruthy();
    expect(registered.menuSections).toEqual([]);
    expect(registered.provided).toEqual([]);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
