import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { ActiveReportViews } from './services/active-views';
import { ActiveReportViewsToken, EmbedPortLoader } from './services/tokens';

/** The plugin's code, loaded the first time one of its contributions (manifest.ts) shows: its texts and services. */
export default definePlugin({
  id: 'report',
  texts: { en, nl },
  start(ctx) {
    let views: ActiveReportViews | undefined;
    ctx.provide(ActiveReportViewsToken, () => (views ??= new ActiveReportViews()));
    ctx.provide(
      EmbedPortLoader,
      () => (origin) => import('./services/load-power-bi').then((m) => m.loadEmbedPort(origin)),
    );
  },
});
