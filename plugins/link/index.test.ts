import { localeKeys, registerForTest } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import LinkEditor from './views/LinkEditor';
import LinkView from './views/LinkView';

describe('link plugin', () => {
  it("registers its texts, the lazy, full-bleed 'link' view (a frame fills the content area) and the type's editor, and nothing else", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('link');
    expect(registered.texts).toEqual({ en, nl });
    expect(registered.actionViews).toEqual([{ actionType: 'link', load: expect.any(Function), fullBleed: true }]);
    expect(registered.actionEditors).toEqual([{
      actionType: 'link', labelKey: 'link:editor.typeLabel', initialData: { actionType: 'link', url: '' },
      validate: expect.any(Function), load: expect.any(Function),
    }]);
    expect(registered.menuSections).toEqual([]);
    expect(registered.wizards).toEqual([]);
    expect(registered.customerSettings).toEqual([]);
    expect(registered.provided).toEqual([]);
    expect((await registered.actionViews[0].load()).default).toBe(LinkView);
    expect((await registered.actionEditors[0].load()).default).toBe(LinkEditor);
  });

  it('checks the address before it is sent, naming the problem with a key of its texts', () => {
    const { validate } = registerForTest(plugin).actionEditors[0];
    expect(validate!({ actionType: 'link', url: 'https://example.com/' })).toEqual({});
    expect(validate!({ actionType: 'link', url: '/status' })).toEqual({});
    expect(validate!({ actionType: 'link', url: '' })).toEqual({ url: 'link:editor.problem.empty' });
    expect(validate!({ actionType: 'link', url: '//evil.example' })).toEqual({ url: 'link:editor.problem.protocol-relative' });
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
