import { HttpPostMessage } from 'http-post-message';
import { Router } from 'powerbi-router';
import { WindowPostMessageProxy } from 'window-post-message-proxy';
import { FrameApp } from './app';
import { installRoutes, isRequestMessage, notFoundReply } from './protocol';
import { runStandalone } from './standalone';
import { fetchTokenVerifier } from './token';

function start(): void {
  const root = document.getElementById('emulator-root') ?? document.body;
  const query = new URLSearchParams(window.location.search);
  if (window.parent === window) {
    runStandalone(root, query);
    return;
  }
  const wpmp = new WindowPostMessageProxy({
    name: 'analytics-emulator',
    processTrackingProperties: {
      addTrackingProperties: HttpPostMessage.addTrackingProperties,
      getTrackingProperties: HttpPostMessage.getTrackingProperties,
    },
    isErrorMessage: HttpPostMessage.isErrorMessage,
    receiveWindow: window,
    suppressWarnings: true,
  });
  const hpm = new HttpPostMessage(wpmp, { 'x-sdk-type': 'emulator', 'x-sdk-version': '1' }, window.parent);
  const app = new FrameApp(
    root,
    (url, body) => {
      hpm.post(url, body, {}, window.parent).catch(() => undefined);
    },
    query,
    fetchTokenVerifier(),
  );
  const router = new Router(wpmp);
  installRoutes(router, app);
  app.watchFocus(window);
  wpmp.addHandler({ test: isRequestMessage, handle: notFoundReply });
}

start();
