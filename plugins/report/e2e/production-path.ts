import {
  recordEmbedEvents,
  serveEmulatorAsPowerBi,
  startServer,
  test as base,
  type RunningServer,
} from '../../../core/plugin-api/testing/e2e';

/**
 * Browser tests of the report viewer on its production code path: one server per worker without the demo
 * emulator adapter, and a browser that finds the emulator at https://app.powerbi.com (context.route), with
 * the frame's embed events recorded.
 */
export const test = base.extend<{ emulator: void }, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer({}, { frameAdapter: false });
      await use(server);
      await server.stop();
      server.cleanup();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  emulator: [
    async ({ context, server }, use) => {
      await serveEmulatorAsPowerBi(context, server.powerBi!.origin);
      await recordEmbedEvents(context);
      await use();
    },
    { auto: true },
  ],
});
