import { localeKeys, registerForTest } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import HtmlView from './views/HtmlView';

describe('html plugin', () => {
  it("registers its texts and the lazy 'html' view, and nothing else", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('html');
    expect(registered.texts).toEqual({ en, nl });
    expect(registered.actionViews).toEqual([{ actionType: 'html', load: expect.any(Function) }]);
    expect(registered.menuSections).toEqual([]);
    expect(registered.wizards).toEqual([]);
    expect(registered.provided).toEqual([]);
    expect((await registered.actionViews[0].load()).default).toBe(HtmlView);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
