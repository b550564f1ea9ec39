import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ServerPlugin } from '../plugin-api/define';

/**
 * `virtual:server-plugins` where no bundler generates it (jest maps the name here): the same discovery
 * as the build's, at run time. Every folder under plugins/ with a server/index.ts, by folder name.
 */
const pluginsDir = path.resolve(__dirname, '../../plugins');
const catalog: Record<string, ServerPlugin> = {};
for (const entry of readdirSync(pluginsDir, { withFileTypes: true })) {
  if (!entry.isDirectory() || !existsSync(path.join(pluginsDir, entry.name, 'server', 'index.ts'))) continue;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- run-time discovery: the folder names are data
  catalog[entry.name] = (require(path.join(pluginsDir, entry.name, 'server')) as { default: ServerPlugin }).default;
}

export default catalog;
