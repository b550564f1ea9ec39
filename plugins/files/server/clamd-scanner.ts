import { createConnection, type Socket } from 'node:net';
import type { ScanOutcome, VirusScanner } from './scanner';

export type ClamdAddress = { host: string; port: number } | { socket: string };

const CHUNK = 64 * 1024;
const FOUND = /^stream: (.+) FOUND$/;

/** The INSTREAM request: the command, chunks each prefixed by its length (4 bytes, big-endian), a zero-length end. */
export function instreamFrames(bytes: Buffer, chunkSize = CHUNK): Buffer[] {
  const frames: Buffer[] = [Buffer.from('zINSTREAM\0', 'latin1')];
  for (let at = 0; at < bytes.length; at += chunkSize) {
    const chunk = bytes.subarray(at, at + chunkSize);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    frames.push(length, chunk);
  }
  frames.push(Buffer.alloc(4));
  return frames;
}

/** clamd's reply to INSTREAM: "stream: OK", "stream: <signature> FOUND", or "... ERROR". */
export function parseClamdReply(reply: string): ScanOutcome {
  const text = reply.replace(/\0/g, '').trim();
  if (text === 'stream: OK') return { verdict: 'clean' };
  const found = FOUND.exec(text);
  if (found) return { verdict: 'infected', signature: found[1] };
  return { verdict: 'error', reason: `clamd answered: ${text.slice(0, 200) || '(nothing)'}`, unavailable: text === '' };
}

/**
 * A client of ClamAV's daemon (clamd) over TCP (CLAMD_HOST/CLAMD_PORT) or a Unix socket (CLAMD_SOCKET), speaking
 * the INSTREAM protocol. A connection that fails or times out is "unavailable" (the file stays pending and is
 * scanned again later); an answer clamd gives with ERROR (e.g. its StreamMaxLength exceeded) is an error.
 */
export class ClamdScanner implements VirusScanner {
  readonly name: string;

  constructor(
    private readonly address: ClamdAddress,
    private readonly timeoutMs = 60_000,
  ) {
    this.name = 'socket' in address ? `clamd unix:${address.socket}` : `clamd tcp://${address.host}:${address.port}`;
  }

  scan(bytes: Buffer): Promise<ScanOutcome> {
    return new Promise((resolve) => {
      const socket: Socket =
        'socket' in this.address
          ? createConnection({ path: this.address.socket })
          : createConnection({ host: this.address.host, port: this.address.port });
      const replies: Buffer[] = [];
      let connected = false;
      let settled = false;
      const finish = (outcome: ScanOutcome) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        resolve(outcome);
      };
      socket.setTimeout(this.timeoutMs, () =>
        finish({
          verdict: 'error',
          reason: `${this.name}: no answer within ${this.timeoutMs / 1000} s`,
          unavailable: true,
        }),
      );
      socket.on('connect', () => {
        connected = true;
        for (const frame of instreamFrames(bytes)) socket.write(frame);
      });
      socket.on('data', (data) => {
        replies.push(data);
        // The reply ends with the NUL the z-prefixed command asks for.
        if (data.includes(0)) finish(parseClamdReply(Buffer.concat(replies).toString('utf8')));
      });
      socket.on('end', () => finish(parseClamdReply(Buffer.concat(replies).toString('utf8'))));
      socket.on('error', (error: NodeJS.ErrnoException) => {
        // clamd may close while we still write (e.g. over its size limit) after it has answered.
        if (replies.length) return finish(parseClamdReply(Buffer.concat(replies).toString('utf8')));
        finish({
          verdict: 'error',
          reason: `${this.name}: ${error.code ?? error.message}`,
          unavailable: !connected || error.code === 'ECONNRESET' || error.code === 'EPIPE',
        });
      });
    });
  }
}
