import { defineServerPlugin } from '../plugin-api';
import { PluginEnablement } from './enablement';
import { checkedPlugins } from './plugin-features';

const plugin = (id: string, actionTypes: string[] = [id]) => defineServerPlugin({ id, actionTypes });
const plugins = [plugin('claims'), plugin('report'), plugin('notifications', [])];

describe('server plugin enablement', () => {
  it('is bundled AND the deployment list AND the active customer list, each when present', () => {
    const all = new PluginEnablement(plugins, null);
    expect(all.isEnabled('report', null)).toBe(true);
    expect(all.isEnabled('report', { customerPlugins: ['claims'] })).toBe(false);
    expect(all.isEnabled('report', { customerPlugins: null })).toBe(true);
    const deployment = new PluginEnablement(plugins, ['claims', 'notifications', 'not-bundled']);
    expect(deployment.inDeployment('report')).toBe(false);
    expect(deployment.inDeployment('not-bundled')).toBe(false);
    expect(deployment.isEnabled('report', { customerPlugins: ['report'] })).toBe(false);
    expect(deployment.isEnabled('claims', { customerPlugins: ['claims'] })).toBe(true);
  });

  it('decides action types by their plugin; a type no plugin claims stays (the browser says it is unavailable)', () => {
    const enablement = new PluginEnablement(plugins, ['claims']);
    expect(enablement.isActionTypeEnabled('report', null)).toBe(false);
    expect(enablement.isActionTypeEnabled('claims', { customerPlugins: ['report'] })).toBe(false);
    expect(enablement.isActionTypeEnabled('claims', { customerPlugins: null })).toBe(true);
    expect(enablement.isActionTypeEnabled('unknown-type', { customerPlugins: [] })).toBe(true);
  });

  it('refuses two plugins serving one action type', () => {
    expect(() => new PluginEnablement([plugin('a', ['x']), plugin('b', ['x'])], null)).toThrow(
      'Server plugins "a" and "b" both serve action type "x".',
    );
  });
});

describe('server plugin definitions', () => {
  it('refuse ids that are not kebab-case, foreign migration ids and resolvers of unlisted types', () => {
    expect(() => defineServerPlugin({ id: 'My_Plugin' })).toThrow(/kebab-case/);
    expect(() => defineServerPlugin({ id: 'events', migrations: [{ id: 'other-001', sql: '' }] })).toThrow(
      'migration id "other-001" must start with "events-"',
    );
    expect(() => defineServerPlugin({ id: 'events', actionResolvers: { events: ({ data }) => data } })).toThrow(
      'resolves action type "events" without listing it',
    );
  });

  it('are checked against their folder name and the API version', () => {
    expect(() => checkedPlugins({ events: plugin('other') })).toThrow(
      'Server plugin id "other" does not match its folder "plugins/events".',
    );
    expect(() => checkedPlugins({ events: { ...plugin('events'), apiVersion: 99 } })).toThrow(
      /built for server plugin API 99/,
    );
    expect(() => checkedPlugins({ events: undefined as never })).toThrow(
      'plugins/events/server/index.ts has no default export made with defineServerPlugin.',
    );
    expect(checkedPlugins({ b: plugin('b'), a: plugin('a') }).map((p) => p.id)).toEqual(['a', 'b']);
  });
});
