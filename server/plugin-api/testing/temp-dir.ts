import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempDir {
  dir: string;
  distDir: string;
  dbFile: string;
  cleanup(): void;
}

/** The layout of a test portal's folder: dist/ beside the database file (the demo files go in files/ there). */
export function tempDirAt(dir: string): TempDir {
  return {
    dir,
    distDir: path.join(dir, 'dist'),
    dbFile: path.join(dir, 'portal.sqlite'),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A temp folder with a minimal built SPA (index.html and one hashed asset) and room for a database file. */
export function makeTempDir(parent = tmpdir()): TempDir {
  const temp = tempDirAt(mkdtempSync(path.join(parent, 'portal-server-')));
  mkdirSync(path.join(temp.distDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(temp.distDir, 'index.html'),
    '<!doctype html><html><head><title>SPA</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(temp.distDir, 'assets', 'main-ABC123.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  writeFileSync(path.join(temp.distDir, 'meta.json'), '{}');
  return temp;
}
