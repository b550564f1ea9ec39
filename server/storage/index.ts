/** The storage quota every capability that keeps uploaded bytes shares (README "Storage quota"). */
export { DEFAULT_STORAGE_QUOTA, readStorageQuota } from './quota-config';
export type { StorageQuotaLimits } from './quota-config';
export { quotaSize, RESERVATION_TTL_MS, StorageQuota, StorageQuotaExceeded, storageQuotaOf } from './storage-quota';
export type { StorageReservation, StorageUsage, StorageUse } from './storage-quota';
