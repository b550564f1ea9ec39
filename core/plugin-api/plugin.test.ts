import { createToken, definePlugin, PLUGIN_API_VERSION, tokenName } from './index';

describe('definePlugin', () => {
  it('tags the plugin with the API version and freezes it', () => {
    const plugin = definePlugin({ id: 'my-plugin', register: () => undefined });
    expect(plugin.apiVersion).toBe(PLUGIN_API_VERSION);
    expect(Object.isFrozen(plugin)).toBe(true);
  });
  it.each(['MyPlugin', 'my_plugin', '-x', 'x-', '1x', ''])('refuses the id %j', (id) => {
    expect(() => definePlugin({ id, register: () => undefined })).toThrow(/kebab-case/);
  });
});

describe('createToken', () => {
  it('accepts core and plugin names and refuses others', () => {
    expect(tokenName(createToken('core.http-client'))).toBe('core.http-client');
    expect(tokenName(createToken('plugin.my-plugin.store'))).toBe('plugin.my-plugin.store');
    expect(() => createToken('HttpClient')).toThrow(/core\.<name>/);
  });
});
