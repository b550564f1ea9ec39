import { localeKeys, registerForTest } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import LinkView from './views/LinkView';

describe('link plugin', () => {
  it("registers its texts and the lazy, full-bleed 'link' view (a frame fills the content area), and nothing else", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('link');
    expect(registered.texts).toEqual({ en, nl });
    expect(registered.actionViews).toEqual([{ actionType: 'link', load: expect.any(Function), fullBleed: true }]);
    expect(registered.menuSections).toEqual([]);
    expect(registered.wizards).toEqual([]);
    expect(registered.provided).toEqual([]);
    expect((await registered.actionViews[0].load()).default).toBe(LinkView);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
