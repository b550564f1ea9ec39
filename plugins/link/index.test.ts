import { localeKeys, registerForTest, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';
import LinkEditor from './views/LinkEditor';
import LinkView from './views/LinkView';

describe('link plugin', () => {
  it("declares its texts, the lazy, full-bleed 'link' view (a frame fills the content area) and the type's editor, and nothing else", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('link');
    expect(registered.texts).toEqual({ en, nl });
    expect(declaredBy(manifest).actionViews).toEqual([
      { actionType: 'link', load: expect.any(Function), fullBleed: true },
    ]);
    expect(declaredBy(manifest).actionEditors).toEqual([
      {
        actionType: 'link',
        labelKey: 'link:editor.typeLabel',
        initialData: { actionType: 'link', url: '' },
        validate: expect.any(Function),
        load: expect.any(Function),
      },
    ]);
    expect(declaredBy(manifest).menuSections).toEqual([]);
    expect(declaredBy(manifest).wizards).toEqual([]);
    expect(declaredBy(manifest).customerSettings).toEqual([]);
    expect(registered.provided).toEqual([]);
    expect((await declaredBy(manifest).actionViews[0].load()).default).toBe(LinkView);
    expect((await declaredBy(manifest).actionEditors[0].load()).default).toBe(LinkEditor);
  });

  it('checks the address before it is sent, naming the problem with a key of its texts', () => {
    const { validate } = declaredBy(manifest).actionEditors[0];
    expect(validate!({ actionType: 'link', url: 'https://example.com/' })).toEqual({});
    expect(validate!({ actionType: 'link', url: '/status' })).toEqual({});
    expect(validate!({ actionType: 'link', url: '' })).toEqual({ url: 'link:editor.problem.empty' });
    expect(validate!({ actionType: 'link', url: '//evil.example' })).toEqual({
      url: 'link:editor.problem.protocol-relative',
    });
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
