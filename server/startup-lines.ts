import { databaseLabel } from './db/open';
import type { ServerConfig } from './server-config';

interface DemoUserLine {
  first_name: string;
  last_name: string;
  user_name: string;
  demo_description: string | null;
}

/**
 * What the server prints once it listens: the address people open (PUBLIC_ORIGIN when set, the one the server
 * redirects every page to), else the local one on the port it got; in demo mode the users to sign in as.
 */
export function startupLines(
  config: ServerConfig,
  listeningPort: number,
  demoUsers: readonly DemoUserLine[],
): string[] {
  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  const local = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${listeningPort}`;
  const address = config.canonicalOrigin ?? local;
  const listening = address === local ? '' : `, listening on ${config.host} port ${listeningPort}`;
  const lines = [`Customer portal at ${address} (database ${databaseLabel(config.databaseFile)}${listening})`];
  if (config.demoMode) {
    lines.push(`Demo mode: sign in at ${address}/account/login as one of:`);
    for (const user of demoUsers)
      lines.push(`  - ${user.first_name} ${user.last_name} <${user.user_name}>: ${user.demo_description ?? ''}`);
  }
  return lines;
}
