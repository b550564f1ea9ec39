import type { ReportActionData } from '../contract';
import { DEFAULT_REPORT_FORMAT_LOCALE, DEFAULT_REPORT_LANGUAGE } from './constants';
import { mergeSettings, type ProductEmbedConfig } from './product-config';

const PERMISSIONS_ALL = 7;
const NAVIGATION_LEFT = 1;
const NAVIGATION_BOTTOM = 0;

/**
 * The full-screen viewer's settings: filter pane collapsed, page navigation at the left for
 * navigationPosition 'Left' and at the bottom otherwise, language nl / nl-NL unless the report's locale
 * settings say otherwise; the report's own settings merged over all of these.
 */
export function viewerSettings(data: ReportActionData): Record<string, unknown> {
  const left = (data.navigationPosition ?? '').toLowerCase() === 'left';
  const locale = { localeSettings: { language: DEFAULT_REPORT_LANGUAGE, formatLocale: DEFAULT_REPORT_FORMAT_LOCALE } };
  const reportLike = data.embedType === 'report' || data.embedType === 'visual';
  const defaults = !reportLike
    ? locale
    : {
        filterPaneEnabled: true,
        navContentPaneEnabled: true,
        panes: {
          filters: { visible: true, expanded: false },
          pageNavigation: { visible: true, position: left ? NAVIGATION_LEFT : NAVIGATION_BOTTOM },
        },
        ...locale,
      };
  const withLocale = mergeSettings(defaults, data.localeSettings ? { localeSettings: data.localeSettings } : null);
  return mergeSettings(withLocale, data.reportSettings);
}

export function viewerProductConfig(data: ReportActionData): ProductEmbedConfig {
  return {
    embedType: data.embedType,
    tokenType: data.tokenType,
    accessToken: data.accessToken,
    embedUrl: data.embedUrl,
    embedId: data.embedId,
    permissions: data.embedType === 'report' ? PERMISSIONS_ALL : null,
    reportMode: data.embedType === 'report' ? 'view' : null,
    pageName: data.pageName,
    visualName: data.visualName,
    groupId: data.groupId,
    datasetId: data.datasetId,
    dashboardId: data.dashboardId,
    extraSettings: viewerSettings(data),
  };
}
