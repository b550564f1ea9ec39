import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeTempDir, tempDirAt, type TempDir } from './temp-dir';

/**
 * The folder where a jest run keeps its seeded templates (test/kit/jest-global-setup.cjs makes it and its
 * teardown removes it). Unset, as outside jest, every test portal is migrated and seeded on its own.
 */
export const SEEDED_TEMPLATES_ENV = 'PORTAL_TEST_TEMPLATES';

/** Where a template built in this module was first opened, by template folder (see seededTemplateOf). */
const builtAt = new Map<string, string>();
const copiedFrom = new Map<string, string>();

/**
 * A template holds a migrated and seeded test portal's folder (database, demo files, dist/); copying it takes a
 * few milliseconds where migrating and seeding take a tenth of a second. One per clock minute and environment:
 * the demo seed dates rows from "now" (a test may have set the clock) and reads settings such as FILES_DIR from
 * the environment. Folders are renamed into place whole, so jest's workers never see one half-built.
 */
async function seededTemplate(root: string, build: (temp: TempDir) => Promise<void>): Promise<string> {
  // POWERBI_* name the Power BI emulator a test file starts (a new port each time); the seed reads none of them.
  const seedEnv = Object.entries(process.env).filter(([name]) => !name.startsWith('POWERBI_'));
  const environment = createHash('sha256').update(JSON.stringify(seedEnv)).digest('hex').slice(0, 16);
  const folder = path.join(root, `${Math.floor(Date.now() / 60_000)}-${environment}`);
  if (existsSync(folder)) return folder;
  const temp = makeTempDir(root);
  await build(temp);
  try {
    renameSync(temp.dir, folder);
    builtAt.set(folder, temp.dbFile);
  } catch {
    // Another worker put the same template in place first: use theirs.
    temp.cleanup();
  }
  return folder;
}

/** A new temp folder holding a copy of the seeded template, or null outside a jest run that keeps templates. */
export async function seededCopy(build: (temp: TempDir) => Promise<void>): Promise<TempDir | null> {
  const root = process.env[SEEDED_TEMPLATES_ENV];
  if (!root || !existsSync(root)) return null;
  const template = await seededTemplate(root, build);
  const copy = tempDirAt(mkdtempSync(path.join(tmpdir(), 'portal-server-')));
  cpSync(template, copy.dir, { recursive: true });
  const origin = builtAt.get(template);
  if (origin) copiedFrom.set(copy.dbFile, origin);
  return {
    ...copy,
    cleanup: () => {
      copiedFrom.delete(copy.dbFile);
      copy.cleanup();
    },
  };
}

/**
 * The location the template's database was built at, for a test portal's database copied from a template this
 * module built: a test file that keeps its databases elsewhere (the server tests on PostgreSQL) copies its own
 * database of that location.
 */
export const seededTemplateOf = (databaseFile: string): string | undefined => copiedFrom.get(databaseFile);
