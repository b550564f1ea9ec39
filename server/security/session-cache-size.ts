/**
 * How many signed-in sessions the per-token caches (verified cookies, sessions read, run-as state) hold before
 * the least recently used is dropped: enough for 20,000 sessions in active use with room, at a few hundred bytes
 * per entry (about 10-15 MB each when full).
 */
export const SESSION_CACHE_ENTRIES = 50_000;
