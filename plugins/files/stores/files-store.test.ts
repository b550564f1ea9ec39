import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { FilesPaths } from '../contract';
import { FilesStore } from './files-store';
import { csrfTokenFrom, type Uploader } from './xhr-upload';

const file = (over: Record<string, unknown> = {}) => ({
  id: 7,
  title: 'Contract',
  fileName: 'contract.pdf',
  type: 'pdf',
  contentType: 'application/pdf',
  size: 10,
  scanStatus: 'clean',
  uploadedAt: '2026-11-01T10:00:00Z',
  ...over,
});

describe('FilesStore', () => {
  it('reads ids as strings, an unknown scan status as pending, and sorts newest first', async () => {
    const { http } = fakeHttp((_m, path) =>
      path === FilesPaths.list
        ? ok([
            file(),
            file({ id: '8', title: 'Newer', uploadedAt: '2026-11-20T10:00:00Z', scanStatus: 'weird' }),
            { broken: true },
          ])
        : ok({ maxBytes: 100, extensions: ['pdf'] }),
    );
    const store = new FilesStore(http, jest.fn());
    await store.load();
    expect(store.visibleFiles.map((f) => [f.id, f.scanStatus])).toEqual([
      ['8', 'pending'],
      ['7', 'clean'],
    ]);
    expect(store.rules).toEqual({ maxBytes: 100, extensions: ['pdf'] });
    store.setSearch('contr');
    expect(store.visibleFiles.map((f) => f.title)).toEqual(['Contract']);
    store.dispose();
  });

  it('refuses a file the rules refuse without sending it, and keeps the server limit when the rules call fails', async () => {
    const { http } = fakeHttp((_m, path) => (path === FilesPaths.list ? ok([]) : fail(500)));
    const uploader = jest.fn() as jest.MockedFunction<Uploader>;
    const store = new FilesStore(http, uploader);
    await store.load();
    expect(store.rules.maxBytes).toBe(20 * 1024 * 1024);
    await store.send(new File(['x'], 'setup.exe'), '');
    expect(store.upload).toEqual({ kind: 'failed', failure: { kind: 'check', problem: 'type' } });
    await store.send(new File([], 'empty.txt'), '');
    expect(store.upload).toEqual({ kind: 'failed', failure: { kind: 'check', problem: 'empty' } });
    expect(uploader).not.toHaveBeenCalled();
  });

  it('uploads with progress, adds the pending file and asks again until its scan is done', async () => {
    jest.useFakeTimers();
    try {
      let listed = [file({ id: 9, scanStatus: 'pending' })];
      const { http, calls } = fakeHttp((_m, path) =>
        path === FilesPaths.list ? ok(listed) : ok({ maxBytes: 100, extensions: ['txt'] }),
      );
      const progress: number[] = [];
      const uploader: Uploader = async (path, _blob, onProgress) => {
        expect(path).toBe('/api/files?fileName=notes.txt&title=notes');
        onProgress(0.5);
        onProgress(1);
        return { ok: true, status: 201, body: file({ id: 9, title: 'notes', scanStatus: 'pending' }) };
      };
      const store = new FilesStore(
        http,
        async (...args) => {
          const answer = await uploader(...args);
          progress.push(store.upload.kind === 'uploading' ? store.upload.progress : -1);
          return answer;
        },
        1000,
      );
      await store.load();
      await store.send(new File(['hello'], 'notes.txt'), ' ');
      expect(progress).toEqual([1]);
      expect(store.upload).toMatchObject({ kind: 'done', file: { id: '9', scanStatus: 'pending' } });
      listed = [file({ id: 9, scanStatus: 'clean' })];
      await jest.advanceTimersByTimeAsync(1000);
      expect(store.files[0].scanStatus).toBe('clean');
      const lists = calls.filter((c) => c.path === FilesPaths.list).length;
      await jest.advanceTimersByTimeAsync(5000);
      expect(calls.filter((c) => c.path === FilesPaths.list).length).toBe(lists);
      store.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the server refusal as a failure to word', async () => {
    const { http } = fakeHttp(() => ok([]));
    const store = new FilesStore(http, async () => ({ ok: false, status: 413, reason: 'http', message: 'too large' }));
    await store.send(new File(['x'], 'a.txt'), '');
    expect(store.upload).toEqual({ kind: 'failed', failure: { kind: 'server', status: 413, reason: 'http' } });
  });

  const usage = (customerUsed: number, userUsed = 0) => ({
    customer: { usedBytes: customerUsed, limitBytes: 1000 },
    user: { usedBytes: userUsed, limitBytes: 500 },
  });

  it('refuses a file the storage quota cannot take without sending it, naming which quota', async () => {
    const { http } = fakeHttp((_m, path) =>
      ok(
        path === FilesPaths.usage
          ? usage(900, 100)
          : path === FilesPaths.list
            ? []
            : { maxBytes: 2000, extensions: ['txt'] },
      ),
    );
    const uploader = jest.fn() as jest.MockedFunction<Uploader>;
    const store = new FilesStore(http, uploader);
    await store.load();
    await store.send(new File(['x'.repeat(101)], 'a.txt'), '');
    expect(store.upload).toEqual({ kind: 'failed', failure: { kind: 'quota', scope: 'customer', size: 101 } });
    expect(store.quotaExceededBy(100)).toBeNull();
    expect(uploader).not.toHaveBeenCalled();
  });

  it('reads a 413 as the quota when the usage read again says the file no longer fits (another upload took the room)', async () => {
    let current = usage(0, 0);
    const { http } = fakeHttp((_m, path) =>
      ok(path === FilesPaths.usage ? current : path === FilesPaths.list ? [] : { maxBytes: 2000, extensions: ['txt'] }),
    );
    const store = new FilesStore(http, async () => {
      current = usage(100, 450);
      return { ok: false, status: 413, reason: 'http', message: 'quota' };
    });
    await store.load();
    await store.send(new File(['x'.repeat(60)], 'a.txt'), '');
    expect(store.upload).toEqual({ kind: 'failed', failure: { kind: 'quota', scope: 'user', size: 60 } });
    expect(store.usage).toEqual(usage(100, 450));
  });

  it('deletes a file: it leaves the list and the usage is read again; a refusal keeps it listed', async () => {
    let used = 500;
    const { http, calls } = fakeHttp((method, path) => {
      if (method === 'DELETE') {
        if (path === FilesPaths.file('8')) return fail(403);
        used = 490;
        return ok(undefined);
      }
      return ok(
        path === FilesPaths.usage
          ? usage(used)
          : path === FilesPaths.list
            ? [file({ size: 10 }), file({ id: 8, title: 'Other' })]
            : { maxBytes: 100, extensions: ['pdf'] },
      );
    });
    const store = new FilesStore(http, jest.fn());
    await store.load();
    expect(await store.remove(store.files[0])).toBe(true);
    expect(store.files.map((f) => f.id)).toEqual(['8']);
    expect(store.usage?.customer.usedBytes).toBe(490);
    expect(await store.remove(store.files[0])).toBe(false);
    expect(store.deletion).toMatchObject({ kind: 'failed', id: '8', title: 'Other', failure: { status: 403 } });
    expect(store.files.map((f) => f.id)).toEqual(['8']);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      FilesPaths.file('7'),
      FilesPaths.file('8'),
    ]);
    store.dispose();
  });

  it('reads the CSRF token as the core client does', () => {
    expect(csrfTokenFrom('a=1; portal_csrf=abc%3D')).toBe('abc=');
    expect(csrfTokenFrom('__Host-portal_csrf=secure; portal_csrf=plain')).toBe('secure');
    expect(csrfTokenFrom('')).toBe('');
  });
});
