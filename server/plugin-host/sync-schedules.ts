/** SYNC_SCHEDULES: how often each synced source runs per customer, by "<plugin id>.<source>", in milliseconds. */
export type SyncSchedules = Readonly<Record<string, number>>;

const ENTRY = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\.([a-z][a-z0-9]*(?:-[a-z0-9]+)*)=(\d{1,4})(m|h|d)$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const LONGEST_MS = 31 * UNIT_MS.d;
const EXAMPLE = 'e.g. SYNC_SCHEDULES=subscriptions.licences=15m,azure-services.costs=24h';

/**
 * Reads SYNC_SCHEDULES: comma-separated "<plugin id>.<source>=<number><m|h|d>", each between 1 minute and 31 days;
 * empty: every source keeps its plugin's default. A malformed value throws (the start is refused).
 */
export function parseSyncSchedules(value: string | undefined): SyncSchedules {
  const schedules: Record<string, number> = {};
  for (const given of (value ?? '').split(',').map((entry) => entry.trim())) {
    if (!given) continue;
    const match = ENTRY.exec(given);
    if (!match)
      throw new Error(`SYNC_SCHEDULES: "${given.slice(0, 100)}" is not <plugin>.<source>=<number><m|h|d>, ${EXAMPLE}`);
    const [, plugin, source, amount, unit] = match as unknown as [string, string, string, string, keyof typeof UNIT_MS];
    const everyMs = Number(amount) * UNIT_MS[unit];
    if (everyMs < UNIT_MS.m || everyMs > LONGEST_MS)
      throw new Error(`SYNC_SCHEDULES: "${given}" must be between 1m and 31d.`);
    const key = `${plugin}.${source}`;
    if (key in schedules) throw new Error(`SYNC_SCHEDULES names ${key} twice.`);
    schedules[key] = everyMs;
  }
  return schedules;
}
