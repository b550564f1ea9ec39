import type { Clock } from '../index';

/** A clock whose intervals fire only when the test advances time. */
export class ManualClock implements Clock {
  private time = Date.parse('2026-11-21T09:00:00Z');
  private timers: { every: number; next: number; callback: () => void; active: boolean }[] = [];

  now(): number {
    return this.time;
  }

  setInterval(callback: () => void, ms: number): () => void {
    const timer = { every: ms, next: this.time + ms, callback, active: true };
    this.timers.push(timer);
    return () => {
      timer.active = false;
    };
  }

  get activeTimers(): number {
    return this.timers.filter((timer) => timer.active).length;
  }

  advance(ms: number): void {
    const end = this.time + ms;
    while (this.fireNext(end));
    this.time = end;
  }

  /** Like advance, letting the promises each timer starts settle before the next one fires. */
  async advanceAsync(ms: number): Promise<void> {
    const end = this.time + ms;
    while (this.fireNext(end)) await flush();
    this.time = end;
  }

  /** Fires the earliest timer due by `end`, moving the time to it; false when none is due. */
  private fireNext(end: number): boolean {
    const due = this.timers.filter((timer) => timer.active && timer.next <= end).sort((a, b) => a.next - b.next)[0];
    if (!due) return false;
    this.time = due.next;
    due.next += due.every;
    due.callback();
    return true;
  }
}

/** Lets pending promise callbacks run (a few rounds of microtasks), e.g. after a fake answer. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
