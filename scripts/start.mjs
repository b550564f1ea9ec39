// `npm start`: builds the SPA and the server, then runs the server on http://localhost:8080 (PORT changes it).
// `npm run dev` (--dev): esbuild rebuilds on change and `node --watch` restarts the server on each rebuild.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const serverEntry = path.join(root, 'dist-server', 'main.mjs');
const children = new Set();

function run(args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: process.env, stdio: 'inherit', ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    setTimeout(() => process.exit(130), 5000).unref();
  });
}

function startServer(extraArgs = []) {
  const server = run([...extraArgs, serverEntry]);
  server.on('exit', (code, signal) => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (dev) {
  // The watcher prints "[build] watching for changes" once the first build is written.
  const watcher = run([path.join(root, 'esbuild.config.mjs'), '--watch'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let started = false;
  watcher.stdout.setEncoding('utf8');
  watcher.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (!started && chunk.includes('watching for changes')) {
      started = true;
      // On a fresh clone the first server bundle may still be on its way to disk.
      const wait = setInterval(() => {
        if (!existsSync(serverEntry)) return;
        clearInterval(wait);
        startServer(['--watch', '--watch-preserve-output']);
      }, 100);
    }
  });
  watcher.on('exit', (code) => {
    console.error(`[dev] the build watcher stopped (${code}); stopping`);
    for (const child of children) child.kill('SIGTERM');
    process.exit(code || 1);
  });
} else {
  const started = Date.now();
  try {
    const { buildAll } = await import('../esbuild.config.mjs');
    await buildAll();
  } catch (error) {
    console.error('[start] the build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(`[start] built in ${Date.now() - started} ms`);
  startServer();
}
