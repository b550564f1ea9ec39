/** A periodic job of a plugin (e.g. a connector's synchronisation), run by the host under a lock. */
export interface ScheduledJob {
  /** Unique within the plugin, e.g. "sync"; the lock's name is "<plugin id>:<name>". */
  name: string;
  everyMs: number;
  run(): void | Promise<void>;
}
