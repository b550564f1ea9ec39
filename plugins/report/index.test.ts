import { tokenName } from '../../core/plugin-api';
import { registerForTest } from '../../core/plugin-api/testing';
import plugin from './index';
import { ActiveReportViews } from './services/active-views';
import { ActiveReportViewsToken, EmbedPortLoader } from './services/tokens';

describe('report plugin', () => {
  it('registers the full-bleed report view lazily, its texts and its services', () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('report');
    expect(registered.actionViews).toEqual([{ actionType: 'report', load: expect.any(Function), fullBleed: true }]);
    expect(registered.texts).toEqual({ en: expect.objectContaining({ notReady: 'Error!' }), nl: expect.objectContaining({ notReady: 'Fout!' }) });
    expect(registered.provided).toEqual([ActiveReportViewsToken, EmbedPortLoader]);
    const first = registered.resolve(ActiveReportViewsToken);
    expect(first).toBeInstanceOf(ActiveReportViews);
    expect(registered.resolve(ActiveReportViewsToken)).toBe(first);
    expect(typeof registered.resolve(EmbedPortLoader)).toBe('function');
  });

  it("names its services under the plugin's own namespace", () => {
    expect([ActiveReportViewsToken, EmbedPortLoader].map(tokenName)).toEqual(['plugin.report.active-views', 'plugin.report.embed-port-loader']);
  });
});
