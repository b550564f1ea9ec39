import './app/reflect-polyfill';
import { createRoot } from 'react-dom/client';
import catalog from 'virtual:plugin-catalog';
import { Portal } from '../core/runtime/portal';
import { realBrowser } from '../core/services/platform/browser';
import { realClock } from '../core/services/platform/clock';
import { consoleLogger } from '../core/services/platform/logger';
import { afterNextPaint } from './app/after-next-paint';
import { preferredLanguages } from './app/language-preference';
import { preloadAntdSoon } from './app/AntdBoundary';
import { installShellServices, PortalApp } from './app/PortalApp';
import { nonceScriptInsertedStyles, readStyleNonce } from './app/style-nonce';
import en from './locales/en.json';
import nl from './locales/nl.json';
import './styles.css';

const styleNonce = readStyleNonce();
if (styleNonce) nonceScriptInsertedStyles(styleNonce);
const browser = realBrowser();
const portal = new Portal({
  catalog,
  coreTexts: { en, nl },
  browser: { ...browser, languages: preferredLanguages(browser) },
  clock: realClock,
  logger: consoleLogger,
  // antd is for the screens after the first (the home page, the frame and the report's first view need none):
  // fetched once the portal runs, when the page's content has loaded and the browser is idle, or at the reader's
  // first click or key, whichever comes first.
  afterStart: () => preloadAntdSoon(),
  framePainted: () => afterNextPaint(),
  embedded: new URLSearchParams(window.location.search).get('embed') === 'true',
});
installShellServices(portal);
createRoot(document.getElementById('root')!).render(<PortalApp portal={portal} />);
void portal.start();
