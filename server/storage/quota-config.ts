/** How many bytes of uploads (files and attachments) one customer, and one user, may keep stored. */
export interface StorageQuotaLimits {
  /** STORAGE_QUOTA_CUSTOMER_MB: everything stored for one customer, whoever uploaded it. */
  customerBytes: number;
  /** STORAGE_QUOTA_USER_MB: everything one user uploaded, for any of their customers. */
  userBytes: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_STORAGE_QUOTA: Readonly<StorageQuotaLimits> = Object.freeze({
  customerBytes: 5 * 1024 * MiB,
  userBytes: 1024 * MiB,
});

// 1 PiB: far above any disk, low enough that the byte count stays an exact number.
const MAX_MB = 1024 * 1024 * 1024;

function megabytes(env: NodeJS.ProcessEnv, name: string, fallbackBytes: number): number {
  const text = env[name]?.trim() ?? '';
  if (text === '') return fallbackBytes;
  const value = Number(text);
  const bytes = Math.floor(value * MiB);
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(value) || bytes < 1 || value > MAX_MB) {
    throw new Error(
      `${name} must be a number of megabytes (MiB) above 0, e.g. ${fallbackBytes / MiB}; got "${text.slice(0, 50)}"`,
    );
  }
  return bytes;
}

/** STORAGE_QUOTA_CUSTOMER_MB (default 5120: 5 GiB) and STORAGE_QUOTA_USER_MB (default 1024: 1 GiB); a bad value is named. */
export function readStorageQuota(env: NodeJS.ProcessEnv): StorageQuotaLimits {
  return {
    customerBytes: megabytes(env, 'STORAGE_QUOTA_CUSTOMER_MB', DEFAULT_STORAGE_QUOTA.customerBytes),
    userBytes: megabytes(env, 'STORAGE_QUOTA_USER_MB', DEFAULT_STORAGE_QUOTA.userBytes),
  };
}
