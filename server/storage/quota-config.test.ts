import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';

const MiB = 1024 * 1024;

describe('the storage quota in the configuration', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-quota-config-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('defaults to 5 GiB per customer and 1 GiB per user', () => {
    expect(loadConfig({}, root).storageQuota).toEqual({ customerBytes: 5 * 1024 * MiB, userBytes: 1024 * MiB });
  });

  it('takes STORAGE_QUOTA_CUSTOMER_MB and STORAGE_QUOTA_USER_MB in megabytes (MiB)', () => {
    expect(
      loadConfig({ STORAGE_QUOTA_CUSTOMER_MB: ' 20480 ', STORAGE_QUOTA_USER_MB: '0.5' }, root).storageQuota,
    ).toEqual({ customerBytes: 20 * 1024 * MiB, userBytes: 512 * 1024 });
  });

  it.each([
    [
      { STORAGE_QUOTA_CUSTOMER_MB: '5GB' },
      'STORAGE_QUOTA_CUSTOMER_MB must be a number of megabytes (MiB) above 0, e.g. 5120; got "5GB"',
    ],
    [{ STORAGE_QUOTA_CUSTOMER_MB: '0' }, /STORAGE_QUOTA_CUSTOMER_MB must be a number of megabytes/],
    [
      { STORAGE_QUOTA_USER_MB: '-1' },
      'STORAGE_QUOTA_USER_MB must be a number of megabytes (MiB) above 0, e.g. 1024; got "-1"',
    ],
    [{ STORAGE_QUOTA_USER_MB: '1e9' }, /STORAGE_QUOTA_USER_MB/],
    [{ STORAGE_QUOTA_USER_MB: '99999999999' }, /STORAGE_QUOTA_USER_MB/],
  ])('refuses %j with its name', (env, message) => {
    expect(() => loadConfig(env, root)).toThrow(message);
  });
});
