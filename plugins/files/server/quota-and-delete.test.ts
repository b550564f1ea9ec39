import { connect } from 'node:net';
import * as z from 'zod/mini';
import { ApiPaths } from '../../../core/contract';
import { defineServerPlugin, DemoUsers, FileStoragePoint, HttpError } from '../../../server/plugin-api';
import { COMMAND_LINE, putMembership } from '../../../server/plugin-api/testing';
import { count, signIn } from '../../../server/plugin-api/testing';
import { FilesPaths, type StorageUsage, type StoredFile } from '../contract';
import { DEMO_FILES } from './demo-seed';
import { migrations } from './migrations';
import { filesPortal, upload, type FilesTestPortal } from './test-helpers';

const { anna, bram, dirk, petra } = DemoUsers;
const KB = 1024;
const GiB = 1024 ** 3;
const demoBytes = (match: (file: (typeof DEMO_FILES)[number]) => boolean) =>
  DEMO_FILES.filter(match).reduce((sum, file) => sum + file.bytes().length, 0);
const CONTOSO_DEMO = demoBytes((file) => file.customerId === 'contoso');
const ANNA_DEMO = demoBytes((file) => file.userId === anna);

/** Everything an upload or a deletion could change: rows, quota, audit and the bytes on disk. */
const stored = (portal: FilesTestPortal) => ({
  files: count(portal.app, 'files'),
  allocations: count(portal.app, 'storage_allocations'),
  audit: count(portal.app, 'audit_log'),
  disk: portal.onDisk(),
});
const get = async (portal: FilesTestPortal, userId: string, url: string) =>
  portal.app.inject({ url, headers: (await signIn(portal.app, userId)).headers() });
const remove = async (portal: FilesTestPortal, userId: string, id: string) =>
  portal.app.inject({
    method: 'DELETE',
    url: FilesPaths.file(id),
    headers: (await signIn(portal.app, userId)).headers(),
  });
const listOf = async (portal: FilesTestPortal, userId: string) =>
  (await get(portal, userId, FilesPaths.list)).json() as StoredFile[];
const usageOf = async (portal: FilesTestPortal, userId: string) =>
  (await get(portal, userId, FilesPaths.usage)).json() as StorageUsage;

describe('the storage quota of uploads', () => {
  it("publishes the customer's and the caller's usage against the limits, counting the demo files", async () => {
    const portal = await filesPortal();
    try {
      expect(await usageOf(portal, anna)).toEqual({
        customer: { usedBytes: CONTOSO_DEMO, limitBytes: 5 * GiB },
        user: { usedBytes: ANNA_DEMO, limitBytes: GiB },
      });
      const before = await usageOf(portal, dirk);
      expect((await upload(portal.app, dirk, 'notes.txt', 'x'.repeat(3 * KB))).statusCode).toBe(201);
      const after = await usageOf(portal, dirk);
      expect(after.customer.usedBytes - before.customer.usedBytes).toBe(3 * KB);
      expect(after.user.usedBytes - before.user.usedBytes).toBe(3 * KB);
      expect((await get(portal, petra, FilesPaths.usage)).statusCode).toBe(404);
    } finally {
      await portal.close();
    }
  });

  it('counts the files a database held before the quota existed (migration files-002)', async () => {
    const portal = await filesPortal();
    try {
      const db = portal.app.portal.db;
      db.prepare('DELETE FROM storage_allocations').run();
      db.exec(migrations.find((m) => m.id === 'files-002')!.sql);
      expect(count(portal.app, 'storage_allocations')).toBe(count(portal.app, 'files'));
      expect(await usageOf(portal, anna)).toMatchObject({
        customer: { usedBytes: CONTOSO_DEMO },
        user: { usedBytes: ANNA_DEMO },
      });
    } finally {
      await portal.close();
    }
  });

  it("refuses (413) an upload over the customer's quota, naming limit and usage; nothing reaches the disk or the database", async () => {
    const portal = await filesPortal({
      config: { storageQuota: { customerBytes: CONTOSO_DEMO + 10 * KB, userBytes: GiB } },
    });
    try {
      expect((await upload(portal.app, dirk, 'first.txt', 'x'.repeat(8 * KB))).statusCode).toBe(201);
      const before = stored(portal);
      const refused = await upload(portal.app, anna, 'second.txt', 'y'.repeat(4 * KB));
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: expect.stringMatching(
          /^Your organisation's storage quota is reached: \d+ kB of \d+ kB used, and this upload \(4 kB\) does not fit\./,
        ),
      });
      expect(stored(portal)).toEqual(before);
      // Another customer has its own quota.
      expect((await upload(portal.app, bram, 'other.txt', 'z'.repeat(4 * KB))).statusCode).toBe(201);
    } finally {
      await portal.close();
    }
  });

  it("refuses an upload over the user's own quota while a colleague can still upload", async () => {
    const portal = await filesPortal({
      config: { storageQuota: { customerBytes: GiB, userBytes: ANNA_DEMO + 5 * KB } },
    });
    try {
      const before = stored(portal);
      const refused = await upload(portal.app, anna, 'mine.txt', 'a'.repeat(6 * KB));
      expect(refused.statusCode).toBe(413);
      expect(refused.json().message).toMatch(
        /^Your storage quota is reached: \d+ kB of \d+ kB used, and this upload \(6 kB\) does not fit/,
      );
      expect(stored(portal)).toEqual(before);
      expect((await upload(portal.app, dirk, 'his.txt', 'd'.repeat(6 * KB))).statusCode).toBe(201);
    } finally {
      await portal.close();
    }
  });

  it('refuses a declared length the quota cannot take before the body is sent (a real socket)', async () => {
    const portal = await filesPortal({
      config: { storageQuota: { customerBytes: CONTOSO_DEMO + 10 * KB, userBytes: GiB } },
    });
    try {
      const address = await portal.app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie, 'x-csrf-token': csrf } = (await signIn(portal.app, dirk)).headers();
      const before = stored(portal);
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
          if (text.includes('\r\n\r\n{')) resolve(text);
        });
        socket.on('error', reject);
        // Headers only: the 20 kB body is never sent, so an answer proves the refusal came before reading it.
        socket.write(
          [
            `POST ${FilesPaths.upload('big.txt', '')} HTTP/1.1`,
            `Host: ${new URL(address).host}`,
            `Cookie: ${cookie}`,
            `X-CSRF-Token: ${csrf}`,
            'Content-Type: application/octet-stream',
            `Content-Length: ${20 * KB}`,
            '',
            '',
          ].join('\r\n'),
        );
      });
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain("Your organisation's storage quota is reached");
      expect(stored(portal)).toEqual(before);
    } finally {
      await portal.close();
    }
  });

  it('lets only one of two parallel uploads pass when the quota has room for one', async () => {
    const portal = await filesPortal({
      config: { storageQuota: { customerBytes: CONTOSO_DEMO + 10 * KB, userBytes: GiB } },
    });
    try {
      const before = stored(portal);
      const answers = await Promise.all([
        upload(portal.app, anna, 'one.txt', '1'.repeat(6 * KB)),
        upload(portal.app, dirk, 'two.txt', '2'.repeat(6 * KB)),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
      expect(stored(portal)).toEqual({
        ...before,
        files: before.files + 1,
        allocations: before.allocations + 1,
        disk: { ...before.disk, store: before.disk.store + 1 },
      });
    } finally {
      await portal.close();
    }
  });

  it('frees the quota when a file is deleted, so the refused upload then fits', async () => {
    const portal = await filesPortal({
      config: { storageQuota: { customerBytes: CONTOSO_DEMO + 10 * KB, userBytes: GiB } },
    });
    try {
      const first = (await upload(portal.app, dirk, 'first.txt', 'x'.repeat(8 * KB))).json() as StoredFile;
      expect((await upload(portal.app, dirk, 'second.txt', 'y'.repeat(8 * KB))).statusCode).toBe(413);
      expect((await remove(portal, dirk, first.id)).statusCode).toBe(204);
      expect((await upload(portal.app, dirk, 'second.txt', 'y'.repeat(8 * KB))).statusCode).toBe(201);
    } finally {
      await portal.close();
    }
  });
});

describe('deleting a file', () => {
  let portal: FilesTestPortal;
  beforeEach(async () => {
    portal = await filesPortal();
  });
  afterEach(() => portal.close());
  const fileOf = async (userId: string, title: string) =>
    (await listOf(portal, userId)).find((f) => f.title === title)!;
  const idOf = (title: string) =>
    portal.app.portal.db.prepare('SELECT id FROM files WHERE title = ?').pluck().get(title) as string;

  it("marks which files the caller may delete: a user their own, the customer's administrator all", async () => {
    const forDirk = await listOf(portal, dirk);
    expect(
      forDirk
        .filter((f) => f.deletable)
        .map((f) => f.title)
        .sort(),
    ).toEqual(['Invoice from unknown sender', 'Network diagram head office', 'Onboarding checklist new employees']);
    expect((await listOf(portal, anna)).every((f) => f.deletable)).toBe(true);
  });

  it('lets the uploader delete their file: bytes, record and quota gone, audited', async () => {
    const file = await fileOf(dirk, 'Onboarding checklist new employees');
    const before = stored(portal);
    const usage = await usageOf(portal, dirk);
    const answer = await remove(portal, dirk, file.id);
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(stored(portal)).toEqual({
      files: before.files - 1,
      allocations: before.allocations - 1,
      audit: before.audit + 1,
      disk: { ...before.disk, store: before.disk.store - 1 },
    });
    expect((await usageOf(portal, dirk)).customer.usedBytes).toBe(usage.customer.usedBytes - file.size);
    const audit = portal.app.portal.db.prepare('SELECT * FROM audit_log ORDER BY id DESC LIMIT 1').get() as Record<
      string,
      unknown
    >;
    expect(audit).toMatchObject({
      actor_user_id: dirk,
      action: 'files.delete',
      target_type: 'file',
      target_id: file.id,
      customer_id: 'contoso',
      after: null,
    });
    expect(JSON.parse(audit.before as string)).toEqual({
      title: file.title,
      fileName: file.fileName,
      size: file.size,
      uploadedBy: dirk,
    });
    expect((await get(portal, dirk, FilesPaths.download(file.id))).statusCode).toBe(404);
    expect((await remove(portal, dirk, file.id)).statusCode).toBe(404);
  });

  it('refuses (403) another user of the same customer, and writes nothing', async () => {
    const before = stored(portal);
    const answer = await remove(portal, dirk, idOf('Service agreement 2026'));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(/Only the person who uploaded this file, or an administrator/);
    expect(stored(portal)).toEqual(before);
  });

  it("lets the customer's administrator delete any of its files, the quarantined one too", async () => {
    const before = stored(portal);
    expect((await remove(portal, anna, idOf('Network diagram head office'))).statusCode).toBe(204);
    expect((await remove(portal, anna, idOf('Invoice from unknown sender'))).statusCode).toBe(204);
    expect(stored(portal)).toEqual({
      files: before.files - 2,
      allocations: before.allocations - 2,
      audit: before.audit + 2,
      disk: { store: before.disk.store - 1, quarantine: before.disk.quarantine - 1 },
    });
  });

  it('answers 404 to a user of another customer, to a provider administrator without a customer, and for a file of another customer', async () => {
    const before = stored(portal);
    expect((await remove(portal, bram, idOf('Service agreement 2026'))).statusCode).toBe(404);
    expect((await remove(portal, petra, idOf('Service agreement 2026'))).statusCode).toBe(404);
    // Anna is a plain user at Fabrikam: Contoso's file is not there, whoever she is at Contoso.
    const switched = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: (await signIn(portal.app, anna)).headers(),
      payload: { customerId: 'fabrikam' },
    });
    expect(switched.statusCode).toBe(200);
    expect((await remove(portal, anna, idOf('Service agreement 2026'))).statusCode).toBe(404);
    expect(stored(portal)).toEqual(before);
  });

  it('lets a provider administrator delete the files of a customer they work in', async () => {
    putMembership(portal.app.portal.db, COMMAND_LINE, petra, 'contoso', 'user');
    expect((await remove(portal, petra, idOf('Service agreement 2026'))).statusCode).toBe(204);
  });

  it('refuses a deletion without the CSRF header (403) and signed out (401)', async () => {
    const id = idOf('Laptop inventory Q3');
    const headers = (await signIn(portal.app, anna)).headers();
    expect(
      (await portal.app.inject({ method: 'DELETE', url: FilesPaths.file(id), headers: { cookie: headers.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await portal.app.inject({ method: 'DELETE', url: FilesPaths.file(id) })).statusCode).toBe(401);
    expect(idOf('Laptop inventory Q3')).toBe(id);
  });
});

/** A stand-in for the service-request capability: stores an attachment, then removes it as a failed reply does. */
const attachments = defineServerPlugin({
  id: 'zz-attachments',
  routes(api) {
    api.route({
      method: 'POST',
      url: '/api/zz-attachments',
      summary: 'Stores an attachment, then removes it when asked',
      body: z.object({ remove: z.boolean(), owner: z.string() }),
      handler: async ({ user, body }) => {
        const storage = api.use(FileStoragePoint, user);
        if (!storage || !user?.activeCustomerId) throw new HttpError(404, 'no storage');
        const info = await storage.store({
          customerId: user.activeCustomerId,
          user,
          fileName: 'log.txt',
          contentType: 'text/plain',
          bytes: Buffer.from('error log'),
          owner: 'zz-attachments',
        });
        return {
          id: info.id,
          removed: body.remove ? await storage.remove(info.id, user.activeCustomerId, body.owner) : false,
        };
      },
    });
  },
});

it("removes another capability's file through the storage point (bytes, record, quota), only as its owner; the files route never deletes it", async () => {
  const portal = await filesPortal({ extra: { 'zz-attachments': attachments } });
  try {
    const headers = (await signIn(portal.app, anna)).headers();
    const before = stored(portal);
    const removed = await portal.app.inject({
      method: 'POST',
      url: '/api/zz-attachments',
      payload: { remove: true, owner: 'zz-attachments' },
      headers,
    });
    expect(removed.json()).toMatchObject({ removed: true });
    expect(stored(portal)).toEqual(before);
    const kept = (
      await portal.app.inject({
        method: 'POST',
        url: '/api/zz-attachments',
        payload: { remove: true, owner: 'files' },
        headers,
      })
    ).json();
    expect(kept.removed).toBe(false);
    expect((await remove(portal, anna, kept.id)).statusCode).toBe(404);
    expect(stored(portal)).toMatchObject({ files: before.files + 1, allocations: before.allocations + 1 });
  } finally {
    await portal.close();
  }
});
