import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A built script or stylesheet and the compressed copies the build wrote beside it. */
export interface MemoryAsset {
  type: string;
  raw: Buffer;
  br: Buffer | null;
  gz: Buffer | null;
}

/** The files kept: the build's hashed scripts and stylesheets (a name never changes its content). */
const KEPT = /^[\w-]+\.(js|css)$/;
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

const readOptional = (file: string) => readFile(file).catch(() => null);

/**
 * The hashed scripts and stylesheets of dist/assets, each read from disk once, when first asked, with its .br and
 * .gz copies. A page starts by asking for its scripts all at once (over HTTP/2 together); answered from
 * memory, each costs the server a map lookup instead of a stat, an open, reads and a close. Only files that exist
 * are kept, so the map never holds more than the build wrote; anything else (source maps, a name not found) is
 * left to the static files plugin.
 */
export class AssetMemory {
  private readonly assets = new Map<string, Promise<MemoryAsset | null>>();

  constructor(private readonly folder: string) {}

  get(name: string): Promise<MemoryAsset | null> {
    if (!KEPT.test(name)) return Promise.resolve(null);
    let pending = this.assets.get(name);
    if (!pending) {
      pending = this.read(name);
      this.assets.set(name, pending);
      // A name that is not there (yet: a build in progress) is asked for again next time, and not kept.
      void pending.then((asset) => {
        if (!asset) this.assets.delete(name);
      });
    }
    return pending;
  }

  private async read(name: string): Promise<MemoryAsset | null> {
    const file = path.join(this.folder, name);
    const raw = await readOptional(file);
    if (!raw) return null;
    const [br, gz] = await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
    return { type: TYPES[path.extname(name).slice(1)], raw, br, gz };
  }
}

/** Which of the asset's forms the reader's Accept-Encoding takes: brotli first, then gzip, else the file itself. */
export function chooseEncoding(
  asset: MemoryAsset,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/i.test(q ?? ''))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (asset.br && accepted.has('br')) return { body: asset.br, encoding: 'br' };
  if (asset.gz && accepted.has('gzip')) return { body: asset.gz, encoding: 'gzip' };
  return { body: asset.raw, encoding: null };
}
