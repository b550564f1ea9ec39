import { defineServerPlugin, extensionPoint } from '../plugin-api';
import { PluginEnablement } from './enablement';
import { ExtensionPointRegistry } from './extension-points';

interface Greeter {
  greet(name: string): string;
}
const GreeterPoint = extensionPoint<Greeter>('greeter');
const plugins = [defineServerPlugin({ id: 'greetings' }), defineServerPlugin({ id: 'asker' })];

describe('server extension points', () => {
  it("hands out the implementing plugin's service while that plugin runs for the caller's customer", () => {
    const registry = new ExtensionPointRegistry(new PluginEnablement(plugins, null));
    expect(registry.use(GreeterPoint, null)).toBeNull();
    registry.implement('greetings', GreeterPoint, { greet: (name) => `Hi ${name}` });
    expect(registry.use(GreeterPoint, null)?.greet('Anna')).toBe('Hi Anna');
    expect(registry.use(GreeterPoint, { customerPlugins: null })?.greet('Anna')).toBe('Hi Anna');
    expect(registry.use(GreeterPoint, { customerPlugins: ['asker'] })).toBeNull();
    expect(registry.use(GreeterPoint, { customerPlugins: ['asker', 'greetings'] })).not.toBeNull();
  });

  it('is null when the deployment leaves the implementing plugin out', () => {
    const registry = new ExtensionPointRegistry(new PluginEnablement(plugins, ['asker']));
    registry.implement('greetings', GreeterPoint, { greet: (name) => name });
    expect(registry.use(GreeterPoint, { customerPlugins: null })).toBeNull();
  });

  it('refuses a second implementation, naming both plugins', () => {
    const registry = new ExtensionPointRegistry(new PluginEnablement(plugins, null));
    registry.implement('greetings', GreeterPoint, { greet: (name) => name });
    expect(() => registry.implement('asker', GreeterPoint, { greet: (name) => name })).toThrow(
      'Server plugins "greetings" and "asker" both implement extension point "greeter".',
    );
  });
});
