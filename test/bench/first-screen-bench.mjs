// Bench part: the first screen's script does not grow with the number of plugins. Two production builds of this
// tree, every plugin and the three simple ones alone (PORTAL_PLUGINS=claims,html,link), each into a folder of its
// own; for each, everything the first screen's page loads and preloads (scripts/lib/first-screen-js.mjs), gzip -9.
//   node test/bench/first-screen-bench.mjs      prints the rows without the rest of the bench
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstScreenJs } from '../../scripts/lib/first-screen-js.mjs';

export const timeoutMs = 240_000;
const THREE = 'claims,html,link';
/** The ceiling: every plugin at most 5% above the three simple ones. */
const MAX_GROWTH = 0.05;

function build(root, folder, plugins) {
  const env = {
    ...process.env,
    PORTAL_PLUGINS: plugins,
    PORTAL_DIST: path.join(folder, 'dist'),
    PORTAL_DIST_SERVER: path.join(folder, 'dist-server'),
  };
  const run = spawnSync(process.execPath, ['esbuild.config.mjs'], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (run.status !== 0) throw new Error(`the build with PORTAL_PLUGINS=${plugins} failed: ${run.stderr || run.stdout}`);
  return firstScreenJs(path.join(folder, 'dist'), root);
}

export async function run({ root, round = (n) => Math.round(n * 10) / 10 }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'first-screen-bench-'));
  try {
    const all = build(root, path.join(folder, 'all'), 'all');
    const three = build(root, path.join(folder, 'three'), THREE);
    const growth = all.gzip / three.gzip - 1;
    const kb = (bytes) => round(bytes / 1024);
    return {
      title: '1b first screen : plugins',
      rows: [
        {
          name: `first screen's script, every plugin (${all.files.length} files; loads and preloads, gzip -9)`,
          value: kb(all.gzip),
          unit: 'KB',
        },
        {
          name: `first screen's script, PORTAL_PLUGINS=${THREE} (${three.files.length} files)`,
          value: kb(three.gzip),
          unit: 'KB',
        },
        {
          name: 'every plugin : the three simple ones',
          value: `+${round(growth * 100)}%`,
          target: `<= +${MAX_GROWTH * 100}%`,
        },
      ],
      json: {
        allGzipBytes: all.gzip,
        threeGzipBytes: three.gzip,
        growth,
        withinTarget: growth <= MAX_GROWTH,
        allFiles: all.files,
        threeFiles: three.files,
      },
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await run({ root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..') });
  for (const row of result.rows) console.log(`${row.name}: ${row.value} ${row.unit ?? ''} ${row.target ?? ''}`.trim());
}
