/** What a virus scanner says of some bytes. */
export type ScanOutcome =
  | { verdict: 'clean' }
  | { verdict: 'infected'; signature: string }
  /** `unavailable`: the scanner could not be reached (try again later); otherwise it answered with an error. */
  | { verdict: 'error'; reason: string; unavailable: boolean };

/** Scans bytes for malware. Implementations never throw: every failure is an `error` outcome. */
export interface VirusScanner {
  /** Shown in logs, e.g. "clamd tcp://127.0.0.1:3310". */
  readonly name: string;
  scan(bytes: Buffer): Promise<ScanOutcome>;
}
