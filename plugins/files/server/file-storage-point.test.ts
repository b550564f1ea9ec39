import * as z from 'zod/mini';
import { defineServerPlugin, FileStoragePoint, HttpError } from '../../../server/plugin-api';
import { count, signIn } from '../../../server/plugin-api/testing';
import { FilesPaths, type StoredFile } from '../contract';
import { filesPortal } from './test-helpers';

/** A stand-in for the service-request capability: it stores attachments through the extension point. */
const attachments = defineServerPlugin({
  id: 'zz-attachments',
  routes(api) {
    api.route({
      method: 'POST',
      url: '/api/zz-attachments',
      summary: 'Stores an attachment',
      body: z.object({ fileName: z.string(), text: z.string() }),
      handler: async ({ user, body }) => {
        const storage = api.use(FileStoragePoint, user);
        if (!storage || !user?.activeCustomerId) throw new HttpError(404, 'no storage');
        return storage.store({
          customerId: user.activeCustomerId,
          user,
          fileName: body.fileName,
          contentType: 'text/plain',
          bytes: Buffer.from(body.text),
          owner: 'zz-attachments',
        });
      },
    });
    api.route({
      method: 'GET',
      url: '/api/zz-attachments/:id',
      summary: 'Reads an attachment',
      params: z.object({ id: z.string() }),
      handler: async ({ user, params }) => {
        const storage = api.use(FileStoragePoint, user)!;
        const content = await storage.read(params.id, user!.activeCustomerId!);
        return { info: storage.describe(params.id, user!.activeCustomerId!), text: content?.bytes.toString() ?? null };
      },
    });
  },
});

it("lets another capability store, describe and read clean files that stay out of the customer's own list", async () => {
  const portal = await filesPortal({ extra: { 'zz-attachments': attachments } });
  try {
    const anna = await signIn(portal.app, 'anna');
    const own = (await portal.app.inject({ url: FilesPaths.list, headers: anna.headers() })).json() as StoredFile[];
    const stored = await portal.app.inject({
      method: 'POST',
      url: '/api/zz-attachments',
      payload: { fileName: 'log.txt', text: 'error log' },
      headers: anna.headers(),
    });
    expect(stored.statusCode).toBe(200);
    const { id } = stored.json() as { id: string };
    expect((await portal.app.inject({ url: FilesPaths.list, headers: anna.headers() })).json()).toHaveLength(
      own.length,
    );
    await portal.job?.idle();
    const read = (await portal.app.inject({ url: `/api/zz-attachments/${id}`, headers: anna.headers() })).json();
    expect(read).toMatchObject({
      info: { id, customerId: 'contoso', fileName: 'log.txt', scanStatus: 'clean' },
      text: 'error log',
    });
    // Not through the customer's own download route, and not for another customer.
    expect((await portal.app.inject({ url: FilesPaths.download(id), headers: anna.headers() })).statusCode).toBe(404);
    const bram = await signIn(portal.app, 'bram');
    expect((await portal.app.inject({ url: `/api/zz-attachments/${id}`, headers: bram.headers() })).json()).toEqual({
      info: null,
      text: null,
    });

    const rows = count(portal.app, 'files');
    const refused = await portal.app.inject({
      method: 'POST',
      url: '/api/zz-attachments',
      payload: { fileName: 'run.exe', text: 'MZ' },
      headers: anna.headers(),
    });
    expect(refused.statusCode).toBe(400);
    expect(count(portal.app, 'files')).toBe(rows);
  } finally {
    await portal.close();
  }
});
