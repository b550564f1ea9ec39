import { defineServerPlugin, FileStoragePoint, type ServerPlugin } from '../../../server/plugin-api';
import { seedFiles } from './demo-seed';
import { FileArchive } from './file-archive';
import { FileService } from './file-service';
import { migrations } from './migrations';
import { fileRoutes } from './routes';
import { ScanJob } from './scan-job';
import type { VirusScanner } from './scanner';
import { readFilesSettings } from './settings';
import { fileSearch } from './search';

export interface FilesPluginOptions {
  /** Where the settings are read from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Replaces the configured scanner (tests); null: none, as a deployment without CLAMD_* outside demo mode. */
  scanner?: VirusScanner | null;
  /** Replaces FILES_SCAN_RETRY_SECONDS (tests). */
  retryMs?: number;
  log?: (message: string) => void;
  /** Hands the running parts to a test (to wait for a scan pass). */
  expose?: (parts: { archive: FileArchive; job: ScanJob | null; service: FileService }) => void;
}

const warn = (message: string) => console.warn(`[files] ${message}`);

/**
 * "My files": the active customer uploads files (stored outside the web root under random names), each is
 * scanned for viruses after the upload, and only a clean file is ever downloaded. Other capabilities store
 * files through FileStoragePoint.
 */
export function filesServerPlugin(options: FilesPluginOptions = {}): ServerPlugin {
  const env = options.env ?? process.env;
  const log = options.log ?? warn;
  return defineServerPlugin({
    id: 'files',
    // The scan job works through every customer's pending files; every upload reserves from the storage quota.
    capabilities: ['crossCustomerData', 'storageQuota'],
    actionTypes: ['files'],
    migrations,
    seed: (demo) => seedFiles(demo, readFilesSettings(demo.config, env).dir),
    routes(api) {
      const settings = readFilesSettings(api.config, env);
      const scanner = options.scanner === undefined ? settings.scanner : options.scanner;
      const quota = api.storageQuota();
      const archive = new FileArchive(api.crossCustomerData(), settings.dir, quota);
      const job = scanner
        ? new ScanJob(archive, () => api.running, scanner, { retryMs: options.retryMs ?? settings.retryMs, log })
        : null;
      if (!scanner) log('No virus scanner is configured (CLAMD_HOST or CLAMD_SOCKET): uploads are refused with 503.');
      const service = new FileService(archive, job, { maxBytes: settings.maxBytes, extensions: settings.extensions });
      fileRoutes(api, archive, service, quota);
      api.implement(FileStoragePoint, service);
      api.search(fileSearch);
      // Files a restart left pending are scanned now.
      if (job && archive.pendingIds().length) void job.kick();
      options.expose?.({ archive, job, service });
    },
  });
}

export default filesServerPlugin();
