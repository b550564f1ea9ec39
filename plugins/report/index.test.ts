import type { ActionViewEntry, PluginContext, Token } from '../../core/plugin-api';
import plugin from './index';
import { ActiveReportViews } from './services/activeViews';
import { ActiveReportViewsToken, EmbedPortLoader } from './services/tokens';

describe('report plugin', () => {
  it('registers the full-bleed report view lazily, its texts and its services', () => {
    const views: ActionViewEntry[] = [];
    const provided = new Map<symbol, (resolve: <U>(token: Token<U>) => U) => unknown>();
    const resources: unknown[] = [];
    const ctx = {
      pluginId: 'report',
      i18n: { addResources: (bundles: unknown) => resources.push(bundles) },
      actionViews: { register: (entry: ActionViewEntry) => views.push(entry) },
      provide: (token: symbol, factory: (resolve: <U>(token: Token<U>) => U) => unknown) => provided.set(token, factory),
    } as unknown as PluginContext;
    plugin.register(ctx);
    expect(plugin.id).toBe('report');
    expect(views).toEqual([{ actionType: 'report', load: expect.any(Function), fullBleed: true }]);
    expect(resources).toEqual([{ en: expect.objectContaining({ notReady: 'Error!' }), nl: expect.objectContaining({ notReady: 'Fout!' }) }]);
    const resolve = (() => undefined) as <U>(token: Token<U>) => U;
    const first = provided.get(ActiveReportViewsToken)!(resolve);
    expect(first).toBeInstanceOf(ActiveReportViews);
    expect(provided.get(ActiveReportViewsToken)!(resolve)).toBe(first);
    expect(typeof provided.get(EmbedPortLoader)!(resolve)).toBe('function');
  });
});
