import { createToken } from '../../../core/plugin-api';

export interface ActiveViewSession {
  /** Stops the token timer and the unload listener and releases the frame. */
  shutdown(): void;
}

/** Keeps one report view active: activating a new one shuts down the earlier ones. */
export class ActiveReportViews {
  private readonly sessions = new Set<ActiveViewSession>();

  activate(session: ActiveViewSession): void {
    for (const earlier of [...this.sessions]) {
      if (earlier === session) continue;
      this.sessions.delete(earlier);
      earlier.shutdown();
    }
    this.sessions.add(session);
  }

  release(session: ActiveViewSession): void {
    if (this.sessions.delete(session)) session.shutdown();
  }

  get count(): number {
    return this.sessions.size;
  }
}
export const ActiveReportViewsToken = createToken<ActiveReportViews>('plugin.report.active-views');
