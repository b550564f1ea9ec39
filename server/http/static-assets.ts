import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { htmlPage } from './html';

const NOT_SPA = /^\/(api|account|app|static|assets|demo)(\/|$)/;

/** The answer for a path no route serves; also what a disabled plugin's route answers. */
export const noRouteMessage = (request: FastifyRequest) => `No route for ${request.method} ${request.url.split('?')[0].slice(0, 200)}.`;

const acceptsHtml = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');

/**
 * The built SPA (dist/): hashed files under /assets cached for a year, index.html never cached; the SPA's
 * index.html for every other GET that accepts HTML; /static from server/static. Unknown API paths: 404 JSON.
 */
export async function installStaticAssets(app: FastifyInstance, distDir: string, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    allowedPath: (pathName) => pathName !== '/meta.json',
    setHeaders: (reply, filePath) => {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      reply.header('Cache-Control', relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
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
  const sendIndex = (reply: FastifyReply) => {
    if (!existsSync(indexFile)) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(htmlPage({ title: 'Not built', stylesheet: '/static/demo.css', body: '<main class="status"><h1>The portal front-end is not built</h1><p>Run <code>npm run build</code> or <code>npm start</code>.</p></main>' }));
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
  };

  app.get('/', { config: { access: 'public' } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const spaRoute = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(pathname) && acceptsHtml(request);
    if (!spaRoute) {
      return sendError(reply, 404, noRouteMessage(request));
    }
    return sendIndex(reply);
  });
}
