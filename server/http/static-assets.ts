import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { errorPage, pageLanguage, type PageLanguage } from './html';
import { newStyleNonce } from '../security/page-csp';
import { IndexPage, withDataPreloads, withStyleNonce } from './index-page';
import { SERVER_PAGE_TEXTS } from './page-texts';
import { isServedDistFile, type ServedFileRules } from './served-files';
import { AssetMemory, chooseEncoding } from './asset-memory';

const NOT_SPA = /^\/(api|account|app|static|assets|demo)(\/|$)/;

/**
 * The answer for a path no route serves; also what a disabled plugin's route answers. The path is not
 * repeated (it is the caller's input); the method is one of the few Node's parser accepts.
 */
export const noRouteMessage = (request: FastifyRequest) => `No route for ${request.method} at this address.`;

const acceptsHtml = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');

/**
 * The built SPA (dist/): hashed files under /assets cached for a year, index.html never cached; the SPA's
 * index.html for every other GET that accepts HTML; /static from server/static. Unknown API paths: 404 JSON.
 */
export interface StaticAssetOptions extends ServedFileRules {
  /** The Content-Security-Policy of the SPA's page for this reader (the active customer's hosts added). */
  /** The SPA page's policy, with the page's style nonce (server/security/page-csp.ts). */
  pagePolicy?: (request: FastifyRequest, nonce: string) => string;
  /** The API paths the SPA will ask first for this reader (preloaded from its page, index-page.ts). */
  pagePreloads?: (request: FastifyRequest) => readonly string[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The route of the bundle's hashed scripts and stylesheets. */
export const BUNDLE_FILES_ROUTE = '/assets/:name';

export async function installStaticAssets(
  app: FastifyInstance,
  distDir: string,
  staticDir: string,
  options: StaticAssetOptions,
): Promise<void> {
  // The bundle's scripts and stylesheets from memory (asset-memory.ts); what it does not keep, and a range
  // request, go to the static files plugin below under the same rules. A copy the build compressed is sent as
  // it is (the compression plugin leaves an answer that has an encoding); a file without one is compressed by it.
  const memory = new AssetMemory(path.join(distDir, 'assets'));
  app.get(BUNDLE_FILES_ROUTE, { config: { access: 'public' } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const asset = request.headers.range ? null : await memory.get(name);
    if (!asset) {
      if (!isServedDistFile(`/assets/${name}`, options)) return reply.callNotFound();
      return reply.sendFile(`/assets/${name}`);
    }
    const { body, encoding } = chooseEncoding(asset, request.headers['accept-encoding']);
    reply.header('Cache-Control', IMMUTABLE).header('Vary', 'Accept-Encoding').type(asset.type);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  });
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    // The build writes each asset also as .br and .gz (esbuild.config.mjs): sent as they are, not compressed per answer.
    preCompressed: true,
    // index.html goes through sendIndex, which puts it in the reader's language.
    allowedPath: (pathName) => isServedDistFile(pathName, options),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/static/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=300'),
  });

  const indexFile = path.join(distDir, 'index.html');
  const indexPage = new IndexPage(indexFile);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const lang: PageLanguage = pageLanguage(request.headers['accept-language']);
    const texts = SERVER_PAGE_TEXTS[lang];
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Language', lang)
      .header('Vary', 'Accept-Language')
      .type('text/html; charset=utf-8');
    const nonce = newStyleNonce();
    if (options.pagePolicy) reply.header('Content-Security-Policy', options.pagePolicy(request, nonce));
    if (!existsSync(indexFile)) {
      return reply.code(404).send(
        errorPage({
          lang,
          stylesheet: '/static/login.css',
          title: texts.notBuiltTitle,
          text: texts.notBuiltText,
          link: { href: '/', label: texts.backToPortal },
        }),
      );
    }
    return reply.send(
      withStyleNonce(withDataPreloads(indexPage.html(lang), options.pagePreloads?.(request) ?? []), nonce),
    );
  };

  for (const url of ['/', '/index.html']) {
    app.get(url, { config: { access: 'public' } }, (request, reply) => sendIndex(request, reply));
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const spaRoute =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(pathname) && acceptsHtml(request);
    if (!spaRoute) {
      return sendError(reply, 404, noRouteMessage(request));
    }
    return sendIndex(request, reply);
  });
}
