import { test } from './fixtures';
import { startServer, type RunningServer, type StartOptions } from './server-process';

/**
 * The kit's test with a demo server of the file's own (per worker), started with `env`: for a test whose writes
 * or configuration the other tests on the shared server must not see.
 */
export const testOnOwnServer = (env: Record<string, string> = {}, options: StartOptions = {}) =>
  test.extend<object, { server: RunningServer }>({
    server: [
      async ({}, use) => {
        const server = await startServer(env, options);
        await use(server);
        await server.stop();
        server.cleanup();
      },
      { scope: 'worker', timeout: 60_000 },
    ],
  });
