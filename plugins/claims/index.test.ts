import { localeKeys, registerForTest, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';
import ClaimsView from './views/ClaimsView';

describe('claims plugin', () => {
  it("declares its texts, the lazy 'claims' view and the type's editor, and nothing else", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('claims');
    expect(registered.texts).toEqual({ en, nl });
    expect(declaredBy(manifest).actionViews).toEqual([{ actionType: 'claims', load: expect.any(Function) }]);
    expect(declaredBy(manifest).actionEditors.map((entry) => entry.actionType)).toEqual(['claims']);
    expect(declaredBy(manifest).customerSettings).toEqual([]);
    expect(declaredBy(manifest).menuSections).toEqual([]);
    expect(declaredBy(manifest).wizards).toEqual([]);
    expect(registered.provided).toEqual([]);
    expect((await declaredBy(manifest).actionViews[0].load()).default).toBe(ClaimsView);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
