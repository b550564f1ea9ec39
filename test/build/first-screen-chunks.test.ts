import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The portal build's chunking plugins (scripts/build), on a fixture built with esbuild and run in Node. */
function buildAndRun(mode: 'shared' | 'plain') {
  const root = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  try {
    const run = spawnSync(process.execPath, [path.join(__dirname, 'build-fixture.mjs'), root, mode], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (run.status !== 0) throw new Error(`the fixture build failed: ${run.stderr}`);
    return JSON.parse(run.stdout) as {
      entryChunksWithFixtureModules: number;
      pluginCodeChunks: number;
      pluginCodeInEntryFiles: number;
      ranAtStart: string[];
      ranInAll: string[];
      first: string;
      good: string;
      bad: string;
      lazy: string[];
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("the first screen's chunks", () => {
  it('esbuild alone spreads the modules the entry needs over one chunk per set of lazy modules that share them', () => {
    expect(buildAndRun('plain').entryChunksWithFixtureModules).toBe(2);
  });

  it('with the shared-initial plugin they are in one chunk, each runs once and before the entry, lazy modules work', () => {
    const result = buildAndRun('shared');
    expect(result.entryChunksWithFixtureModules).toBe(1);
    // esbuild chooses the order of modules that do not import each other; the entry's own code runs last.
    expect([...result.ranAtStart].sort()).toEqual(['bad-manifest', 'good-manifest', 'helper', 'main', 'shared']);
    expect(result.ranAtStart.at(-1)).toBe('main');
    expect(result.first).toBe('sharedhelper');
    expect(result.lazy).toEqual(['sharedhelper', 'shared']);
    expect(result.ranInAll.filter((name) => name === 'shared' || name === 'helper')).toHaveLength(2);
  });

  it("the manifests come with the entry; each plugin's code is a chunk of its own that runs only when asked for: one that throws fails alone", () => {
    for (const mode of ['plain', 'shared'] as const) {
      const result = buildAndRun(mode);
      expect(result.pluginCodeChunks).toBe(2);
      expect(result.pluginCodeInEntryFiles).toBe(0);
      expect(result.ranAtStart).toEqual(expect.arrayContaining(['good-manifest', 'bad-manifest']));
      expect(result.ranAtStart).not.toContain('good');
      expect(result.ranAtStart).not.toContain('bad');
      expect(result.good).toBe('shared');
      expect(result.bad).toBe('failed: bad plugin');
      expect(result.ranInAll).toEqual(expect.arrayContaining(['good', 'bad', 'lazy-a', 'lazy-b']));
    }
  });
});
