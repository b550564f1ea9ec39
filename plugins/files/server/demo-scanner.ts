import { EICAR, EICAR_SIGNATURE } from './eicar';
import type { ScanOutcome, VirusScanner } from './scanner';

const marker = Buffer.from(EICAR, 'latin1');

/**
 * The demo's stand-in for a real scanner: it finds only the EICAR test string, after a short pause so the
 * demo shows the "pending" state a real scan has. Never used outside demo mode (see settings.ts).
 */
export class EicarTestScanner implements VirusScanner {
  readonly name = 'EICAR test scanner (demo only)';

  constructor(private readonly delayMs = 0) {}

  async scan(bytes: Buffer): Promise<ScanOutcome> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs).unref());
    return bytes.includes(marker) ? { verdict: 'infected', signature: EICAR_SIGNATURE } : { verdict: 'clean' };
  }
}
