import type { ActionViewEntry, PluginContext } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)).sort();
}

describe('recommendations plugin', () => {
  it("registers the lazy 'recommendations' view behind the recommendations access rule", async () => {
    const views: ActionViewEntry[] = [];
    const ctx = {
      pluginId: 'recommendations',
      i18n: { addResources: jest.fn() },
      actionViews: { register: (e: ActionViewEntry) => views.push(e) },
    } as unknown as PluginContext;
    plugin.register(ctx);
    expect(plugin.id).toBe('recommendations');
    expect(ctx.i18n.addResources).toHaveBeenCalledWith({ en, nl });
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ actionType: 'recommendations', accessRule: 'recommendations' });
    expect((await views[0].load()).default).toBeTruthy();
  });

  it('has every text in English and Dutch', () => {
    expect(keys(nl)).toEqual(keys(en));
  });
});
