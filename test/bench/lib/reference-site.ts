import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * The bench's reference pages (test/bench/reference), built with esbuild and served from memory, compressed as
 * the portal's build compresses its assets, for the browser parts to compare the portal with.
 */
const LOOPBACK = '127.0.0.1';
/** As the portal's build compresses its assets (esbuild.config.mjs precompress): from 1 KB on, brotli at quality 11, gzip at level 9. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 11;
const GZIP_LEVEL = 9;

const INDEX_HTML = (script: string, title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="icon" href="data:,">
    <script type="module" src="${script}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export interface Asset {
  type: string;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export type Build = (options: Record<string, unknown>) => Promise<{ outputFiles: { path: string; contents: Uint8Array }[] }>;

/** esbuild's options for a reference page: production, minified, one ESM file, in memory. */
export const referenceBuildOptions = (root: string, page: string) => ({
  entryPoints: [path.join(root, 'test/bench/reference', page)],
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome110', 'firefox115', 'safari16'],
  minify: true,
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
  write: false,
});

/** Builds a reference page (production, minified, one ESM file) from test/bench/reference/`page` into memory: URL path -> asset. */
export async function buildReference(root: string, build: Build, outdir: string, page: string, title: string): Promise<Map<string, Asset>> {
  const result = await build({ ...referenceBuildOptions(root, page), outdir, entryNames: '[name]-[hash]', splitting: false });
  const assets = new Map<string, Asset>();
  let script = '';
  for (const file of result.outputFiles) {
    const url = '/assets/' + path.relative(outdir, file.path).split(path.sep).join('/');
    if (url.endsWith('.js')) script = url;
    assets.set(url, { type: url.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8', raw: Buffer.from(file.contents) });
  }
  if (!script) throw new Error('the reference page build wrote no script');
  assets.set('/', { type: 'text/html; charset=utf-8', raw: Buffer.from(INDEX_HTML(script, title)) });
  for (const asset of assets.values()) {
    if (asset.raw.length < COMPRESS_THRESHOLD) continue;
    asset.gzip = gzipSync(asset.raw, { level: GZIP_LEVEL });
    asset.br = brotliCompressSync(asset.raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  }
  return assets;
}

/** Serves a reference page on a free loopback port, brotli or gzip as the browser accepts (br first, as the portal). */
export function serve(assets: Map<string, Asset>): Promise<{ server: Server; url: string }> {
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const pathname = new URL(request.url ?? '/', 'http://bench').pathname;
    const asset = assets.get(pathname);
    if (!asset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = asset.br && /\bbr\b/.test(accepted) ? 'br' : asset.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const body = encoding === 'br' ? asset.br! : encoding === 'gzip' ? asset.gzip! : asset.raw;
    response.writeHead(200, {
      'content-type': asset.type,
      'content-length': String(body.length),
      'cache-control': pathname === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('the reference server has no port'));
      resolve({ server, url: `http://${LOOPBACK}:${address.port}/` });
    });
  });
}
