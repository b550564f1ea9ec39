import type { ActionViewEntry, PluginContext } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)).sort();
}

describe('subscriptions plugin', () => {
  it("registers the lazy 'subscriptions' view behind the licences access rule", async () => {
    const views: ActionViewEntry[] = [];
    const ctx = {
      pluginId: 'subscriptions',
      i18n: { addResources: jest.fn() },
      actionViews: { register: (e: ActionViewEntry) => views.push(e) },
    } as unknown as PluginContext;
    plugin.register(ctx);
    expect(plugin.id).toBe('subscriptions');
    expect(ctx.i18n.addResources).toHaveBeenCalledWith({ en, nl });
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ actionType: 'subscriptions', accessRule: 'licences' });
    expect((await views[0].load()).default).toBeTruthy();
  });

  it('has every text in English and Dutch', () => {
    expect(keys(nl)).toEqual(keys(en));
  });
});
