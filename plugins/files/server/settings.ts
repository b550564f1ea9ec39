import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../../../server/plugin-api';
import { DEFAULT_MAX_UPLOAD_BYTES, FILE_TYPES } from '../contract';
import { ClamdScanner } from './clamd-scanner';
import { EicarTestScanner } from './demo-scanner';
import type { VirusScanner } from './scanner';

export interface FilesSettings {
  /** Root of the stored files: `store/` holds uploads, `quarantine/` the infected ones. Outside the web root. */
  dir: string;
  maxBytes: number;
  /** The accepted extensions (FILES_TYPES, a subset of the types the portal knows how to check and serve). */
  extensions: string[];
  /** null: no scanner configured outside demo mode, so uploads are refused (503) rather than stored unscanned. */
  scanner: VirusScanner | null;
  /** How long a file waits before its scan is tried again when the scanner could not be reached. */
  retryMs: number;
}

const DEMO_SCAN_DELAY_MS = 1500;
const MAX_CONFIGURABLE_MB = 1024;

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(`${name} must be a number above 0 and at most ${max}, got "${raw.slice(0, 50)}"`);
  return value;
}

/** The default files folder: beside the database file (never under the served dist/ or static/ folders). */
function defaultDir(config: ServerConfig): string {
  if (config.databaseFile === ':memory:' || !config.databaseFile)
    return path.join(tmpdir(), `portal-files-${process.pid}`);
  // A PostgreSQL address is no folder: the files go under the server's data folder (DATA_DIR: the image's volume;
  // set FILES_DIR to a folder every instance shares).
  if (/^postgres(?:ql)?:\/\//i.test(config.databaseFile))
    return path.join(config.dataDir ?? path.resolve('data'), 'files');
  return path.join(path.dirname(path.resolve(config.databaseFile)), 'files');
}

function scannerFrom(config: ServerConfig, env: NodeJS.ProcessEnv): VirusScanner | null {
  const socket = env.CLAMD_SOCKET?.trim();
  const host = env.CLAMD_HOST?.trim();
  if (socket && host) throw new Error('Set CLAMD_SOCKET or CLAMD_HOST (with CLAMD_PORT), not both');
  const timeoutMs = positiveNumber(env, 'CLAMD_TIMEOUT_SECONDS', 60, 3600) * 1000;
  if (socket) return new ClamdScanner({ socket }, timeoutMs);
  if (host) {
    const port = positiveNumber(env, 'CLAMD_PORT', 3310, 65535);
    if (!Number.isInteger(port)) throw new Error('CLAMD_PORT must be a whole number');
    return new ClamdScanner({ host, port }, timeoutMs);
  }
  return config.demoMode ? new EicarTestScanner(DEMO_SCAN_DELAY_MS) : null;
}

/**
 * FILES_DIR, FILES_MAX_MB (default 20), CLAMD_SOCKET or CLAMD_HOST + CLAMD_PORT (default 3310),
 * CLAMD_TIMEOUT_SECONDS (60), FILES_SCAN_RETRY_SECONDS (60), FILES_TYPES (comma-separated extensions, default all known). A bad value stops the start with its name.
 */
export function readFilesSettings(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): FilesSettings {
  const dir = env.FILES_DIR?.trim() ? path.resolve(env.FILES_DIR.trim()) : defaultDir(config);
  for (const served of [config.distDir, config.staticDir]) {
    if (served && isInside(dir, path.resolve(served)))
      throw new Error(`FILES_DIR must lie outside the served folder ${served}`);
  }
  return {
    dir,
    maxBytes: Math.floor(
      positiveNumber(env, 'FILES_MAX_MB', DEFAULT_MAX_UPLOAD_BYTES / 1024 / 1024, MAX_CONFIGURABLE_MB) * 1024 * 1024,
    ),
    extensions: extensionsFrom(env),
    scanner: scannerFrom(config, env),
    retryMs: positiveNumber(env, 'FILES_SCAN_RETRY_SECONDS', 60, 86_400) * 1000,
  };
}

function extensionsFrom(env: NodeJS.ProcessEnv): string[] {
  const raw = env.FILES_TYPES?.trim();
  if (!raw) return Object.keys(FILE_TYPES);
  const asked = [
    ...new Set(
      raw
        .split(',')
        .map((type) => type.trim().toLowerCase().replace(/^\./, ''))
        .filter(Boolean),
    ),
  ];
  const unknown = asked.filter((type) => !(type in FILE_TYPES));
  if (unknown.length || !asked.length)
    throw new Error(`FILES_TYPES may list only ${Object.keys(FILE_TYPES).join(', ')}; got "${raw.slice(0, 100)}"`);
  return asked;
}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};
