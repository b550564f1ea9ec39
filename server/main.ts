import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAdminCommand } from './admin-cli/admin-command';
import { buildApp } from './app';
import { loadConfig } from './config';
import { listUsers } from './data/users';
import { runInviteCommand } from './invitations/invite-command';
import { readMailConfig } from './mail/mail-config';
import { startupLines } from './startup-lines';

// dist-server/main.mjs (or server/main.ts): the project folder is one up.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const config = loadConfig(process.env, root);
  config.mail = readMailConfig(process.env);
  const app = await buildApp({ config, logger: { level: process.env.LOG_LEVEL?.trim() || 'warn' } });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = startupLines(config, port, config.demoMode ? listUsers(app.portal.db) : []);
  console.log(lines.join('\n'));

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing the server`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[2] === 'invite') {
  runInviteCommand(process.argv.slice(3), process.env, root).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('The invitation could not be made:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
} else if (process.argv[2] === 'admin') {
  // npm runs scripts in the project folder; a file named on the command line is relative to where npm was started.
  runAdminCommand(process.argv.slice(3), process.env, root, console, process.env.INIT_CWD ?? process.cwd()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('The admin command failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
} else {
  main().catch((error: unknown) => {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
