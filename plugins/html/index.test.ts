import { localeKeys, registerForTest, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';
import HtmlEditor from './views/HtmlEditor';
import HtmlView from './views/HtmlView';

describe('html plugin', () => {
  it("declares its texts, the lazy 'html' view and the type's editor, and nothing else", async () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('html');
    expect(registered.texts).toEqual({ en, nl });
    // No antd: an HTML card is many customers' home page, which then shows without waiting for antd.
    expect(declaredBy(manifest).actionViews).toEqual([
      { actionType: 'html', load: expect.any(Function), usesAntd: false },
    ]);
    expect(declaredBy(manifest).actionEditors).toEqual([
      {
        actionType: 'html',
        labelKey: 'html:editor.typeLabel',
        initialData: { actionType: 'html', html: '' },
        validate: expect.any(Function),
        load: expect.any(Function),
      },
    ]);
    expect(declaredBy(manifest).menuSections).toEqual([]);
    expect(declaredBy(manifest).wizards).toEqual([]);
    expect(declaredBy(manifest).customerSettings).toEqual([]);
    expect(registered.provided).toEqual([]);
    expect((await declaredBy(manifest).actionViews[0].load()).default).toBe(HtmlView);
    expect((await declaredBy(manifest).actionEditors[0].load()).default).toBe(HtmlEditor);
  });

  it('checks the data before it is sent: text of at most 200,000 characters', () => {
    const { validate } = declaredBy(manifest).actionEditors[0];
    expect(validate!({ actionType: 'html', html: '<p>ok</p>' })).toEqual({});
    expect(validate!({ actionType: 'html' })).toEqual({ html: 'html:editor.htmlMissing' });
    expect(validate!({ actionType: 'html', html: 'x'.repeat(200_001) })).toEqual({ html: 'html:editor.htmlTooLong' });
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
