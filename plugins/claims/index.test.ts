import { localeKeys, registerForTest } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import ClaimsView from './views/ClaimsView';

describe('claims plugin', () => {
  it("registers its texts, the lazy 'claims' view and the type's editor, and nothing else", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('claims');
    expect(registered.texts).toEqual({ en, nl });
    expect(registered.actionViews).toEqual([{ actionType: 'claims', load: expect.any(Function) }]);
    expect(registered.actionEditors.map((entry) => entry.actionType)).toEqual(['claims']);
    expect(registered.customerSettings).toEqual([]);
    expect(registered.menuSections).toEqual([]);
    expect(registered.wizards).toEqual([]);
    expect(registered.provided).toEqual([]);
    expect((await registered.actionViews[0].load()).default).toBe(ClaimsView);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
