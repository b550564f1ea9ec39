import { ReportActionData } from '../contract';
import { toClientConfig } from './product-config';
import { viewerProductConfig, viewerSettings } from './viewer-config';

const data = (extra: Record<string, unknown> = {}) =>
  ReportActionData.parse({
    actionType: 'report',
    embedType: 'report',
    embedId: 'r1',
    accessToken: 'tok',
    embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r1',
    ...extra,
  });

describe('viewer configuration', () => {
  it('embeds in view mode with all permissions, the filter pane collapsed and navigation at the bottom', () => {
    const config = toClientConfig(viewerProductConfig(data()));
    expect(config).toMatchObject({ type: 'report', viewMode: 0, permissions: 7, id: 'r1' });
    expect(config.settings).toMatchObject({
      filterPaneEnabled: true,
      navContentPaneEnabled: true,
      panes: { filters: { expanded: false, visible: true }, pageNavigation: { visible: true, position: 0 } },
      localeSettings: { language: 'nl', formatLocale: 'nl-NL' },
    });
  });

  it("puts the navigation at the left for navigationPosition 'Left'", () => {
    expect(viewerSettings(data({ navigationPosition: 'Left' }))).toMatchObject({
      panes: { pageNavigation: { position: 1 } },
    });
    expect(viewerSettings(data({ navigationPosition: 'Right' }))).toMatchObject({
      panes: { pageNavigation: { position: 0 } },
    });
  });

  it("takes the report's locale settings over nl / nl-NL", () => {
    expect(viewerSettings(data({ localeSettings: { language: 'en' } })).localeSettings).toEqual({
      language: 'en',
      formatLocale: 'nl-NL',
    });
    expect(viewerSettings(data({ localeSettings: { language: 'de', formatLocale: 'de-DE' } })).localeSettings).toEqual({
      language: 'de',
      formatLocale: 'de-DE',
    });
  });

  it("merges the report's settings over the defaults", () => {
    const settings = viewerSettings(
      data({ reportSettings: { filterPaneEnabled: false, panes: { filters: { expanded: true } } } }),
    );
    expect(settings).toMatchObject({
      filterPaneEnabled: false,
      panes: { filters: { expanded: true, visible: true }, pageNavigation: { visible: true } },
    });
  });

  it('passes the dashboard, tile and visual fields', () => {
    expect(toClientConfig(viewerProductConfig(data({ embedType: 'tile', dashboardId: 'd1' })))).toMatchObject({
      type: 'tile',
      dashboardId: 'd1',
    });
    expect(
      toClientConfig(viewerProductConfig(data({ embedType: 'visual', pageName: 'p', visualName: 'v' }))),
    ).toMatchObject({ type: 'visual', pageName: 'p', visualName: 'v' });
  });
});
