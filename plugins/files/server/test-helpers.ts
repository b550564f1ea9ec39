import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestPortal, signIn, type TestPortal } from '../../../server/plugin-api/testing';
import type { ServerConfig, ServerPlugin } from '../../../server/plugin-api';
import { FilesPaths } from '../contract';
import { EicarTestScanner } from './demo-scanner';
import type { FileArchive } from './file-archive';
import { filesServerPlugin, type FilesPluginOptions } from './index';
import type { ScanJob } from './scan-job';

export interface FilesTestPortal extends TestPortal {
  archive: FileArchive;
  job: ScanJob | null;
  /** Files in the store and quarantine folders. */
  onDisk(): { store: number; quarantine: number };
}

/** A portal with the files plugin (and any extra plugins), its archive and scan job at hand. */
export async function filesPortal(
  options: FilesPluginOptions & { config?: Partial<ServerConfig>; extra?: Record<string, ServerPlugin> } = {},
): Promise<FilesTestPortal> {
  let parts: { archive: FileArchive; job: ScanJob | null } | null = null;
  const plugin = filesServerPlugin({
    env: {},
    log: () => undefined,
    scanner: new EicarTestScanner(),
    ...options,
    expose: (exposed) => {
      parts = exposed;
    },
  });
  const portal = await createTestPortal({ config: options.config, plugins: { files: plugin, ...options.extra } });
  const { archive, job } = parts as unknown as { archive: FileArchive; job: ScanJob | null };
  const count = (dir: string) => readdirSync(dir).length;
  return {
    ...portal,
    archive,
    job,
    onDisk: () => ({ store: count(archive.storeDir), quarantine: count(archive.quarantineDir) }),
  };
}

export async function upload(
  app: FastifyInstance,
  userId: string,
  fileName: string,
  bytes: Buffer | string,
  title = '',
  contentType = 'application/octet-stream',
) {
  const user = await signIn(app, userId);
  return app.inject({
    method: 'POST',
    url: FilesPaths.upload(fileName, title),
    payload: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'latin1'),
    headers: user.headers({ 'content-type': contentType }),
  });
}

export const storePath = (archive: FileArchive, name: string) => path.join(archive.storeDir, name);
