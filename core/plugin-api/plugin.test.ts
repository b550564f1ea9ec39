import { createToken, defineManifest, definePlugin, PLUGIN_API_VERSION, tokenName } from './index';

const texts = { en: {}, nl: {} };
const code = async () => ({ default: definePlugin({ id: 'my-plugin', texts }) });

describe('definePlugin and defineManifest', () => {
  it('tag the plugin with the API version and freeze it', () => {
    for (const made of [
      definePlugin({ id: 'my-plugin', texts }),
      defineManifest({ id: 'my-plugin', code, contributes: {} }),
    ]) {
      expect(made.apiVersion).toBe(PLUGIN_API_VERSION);
      expect(Object.isFrozen(made)).toBe(true);
    }
  });
  it.each(['MyPlugin', 'my_plugin', '-x', 'x-', '1x', ''])('refuse the id %j', (id) => {
    expect(() => definePlugin({ id, texts })).toThrow(/kebab-case/);
    expect(() => defineManifest({ id, code, contributes: {} })).toThrow(/kebab-case/);
  });
  it('refuses code without both languages, and a malformed declaration naming the kind and the entry', () => {
    expect(() => definePlugin({ id: 'x', texts: { en: {} } as never })).toThrow(
      'Plugin "x" must provide both en and nl texts.',
    );
    expect(() =>
      defineManifest({
        id: 'x',
        code,
        contributes: { homeCards: [{ id: 'c', actionType: 't', titleKey: 'a', textKey: '', linkKey: 'b' }] },
      }),
    ).toThrow('Plugin "x": its home card #1 is malformed: it has no textKey.');
    expect(() => defineManifest({ id: 'x', code, contributes: { gadgets: [] } as never })).toThrow(
      /unknown contribution kinds: gadgets \(known: actionViews, /,
    );
  });
});

describe('createToken', () => {
  it('accepts core and plugin names and refuses others', () => {
    expect(tokenName(createToken('core.http-client'))).toBe('core.http-client');
    expect(tokenName(createToken('plugin.my-plugin.store'))).toBe('plugin.my-plugin.store');
    expect(() => createToken('HttpClient')).toThrow(/core\.<name>/);
  });
});
