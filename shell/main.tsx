import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import catalog from 'virtual:plugin-catalog';
import { Portal } from '../core/runtime/portal';
import { realBrowser } from '../core/services/platform/browser';
import { realClock } from '../core/services/platform/clock';
import { consoleLogger } from '../core/services/platform/logger';
import { preferredLanguages } from './app/language-preference';
import { preloadAntd } from './app/AntdBoundary';
import { PortalApp } from './app/PortalApp';
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
  // antd is for the content, not the menu: fetch it once the menu request is out, so its parsing does not delay that request.
  afterIdentity: preloadAntd,
});
createRoot(document.getElementById('root')!).render(<PortalApp portal={portal} />);
void portal.start();
