import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { postgresError, type PostgresFailure } from './errors';
import { WORKER_SOURCE } from './worker-source';

export interface QueryResult {
  rows: unknown[];
  rowCount: number | null;
  fields: string[];
}

type Answer =
  | (QueryResult & { error?: undefined; closed?: undefined; unavailable?: undefined })
  | { error: PostgresFailure; closed?: undefined; unavailable?: undefined }
  | { closed: true; error?: undefined; unavailable?: undefined }
  /** The worker could not load the driver: why. */
  | { unavailable: string; error?: undefined; closed?: undefined };

const defaultSearchFrom = () => [process.cwd(), ...(process.argv[1] ? [path.dirname(process.argv[1])] : [])];

/** How long one query may block the thread before the portal gives up on the database. */
const QUERY_TIMEOUT_MS = 60_000;

/**
 * A PostgreSQL connection used synchronously: a worker thread owns the `pg` client, and each query blocks the
 * calling thread (Atomics.wait on a shared flag) until the worker has posted the answer. This keeps the
 * portal's data layer, written for better-sqlite3, unchanged; the price is one thread hop per query.
 */
export class SyncConnection {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private readonly events: MessagePort;
  private open = true;
  private sequence = 0;

  /**
   * onNotification: a NOTIFY on a channel this connection LISTENs to (delivered on the event loop, not during a query).
   * searchFrom: the folders `pg` is resolved from; default the working folder and the main script's.
   */
  constructor(
    url: string,
    onNotification: (channel: string, payload: string) => void,
    searchFrom = defaultSearchFrom(),
  ) {
    const { port1, port2 } = new MessageChannel();
    const events = new MessageChannel();
    this.port = port1;
    this.events = events.port1;
    this.events.on('message', (n: { channel: string; payload: string }) => onNotification(n.channel, n.payload));
    this.events.unref();
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { port: port2, events: events.port2, flag: this.flag, url, searchFrom },
      transferList: [port2, events.port2],
    });
    // A portal that forgets close() must still be able to exit.
    this.worker.unref();
  }

  /** One query: with params through the extended protocol (one statement), without as a simple query (several). */
  query(sql: string, params?: readonly unknown[], rowMode?: 'array'): QueryResult {
    const answer = this.roundTrip({ sql, params, rowMode });
    if (answer.unavailable !== undefined) throw new Error(answer.unavailable);
    if (answer.error) throw postgresError(answer.error, sql);
    if (answer.closed) throw new Error('The PostgreSQL connection is closed.');
    return answer;
  }

  get isOpen(): boolean {
    return this.open;
  }

  close(): void {
    if (!this.open) return;
    try {
      this.roundTrip({ close: true });
    } finally {
      this.open = false;
      this.port.close();
      this.events.close();
      void this.worker.terminate();
    }
  }

  /**
   * Each request carries a number; the worker stores that number in the shared flag after posting the answer.
   * Waiting for the flag to hold this request's number (not merely "something happened") matters: a worker's
   * notify can land after the main thread has already read its answer and moved on to the next request, and a
   * wake-up taken for an answer would make every later query read the answer of the one before.
   */
  private roundTrip(request: object): Answer {
    if (!this.open) throw new Error('The PostgreSQL connection is closed.');
    const id = (this.sequence = (this.sequence % 0x7fff_ffff) + 1);
    this.port.postMessage({ ...request, id });
    const deadline = Date.now() + QUERY_TIMEOUT_MS;
    for (let seen = Atomics.load(this.flag, 0); seen !== id; seen = Atomics.load(this.flag, 0)) {
      const left = deadline - Date.now();
      if (left <= 0 || Atomics.wait(this.flag, 0, seen, left) === 'timed-out') return this.giveUp();
    }
    return this.answerTo(id);
  }

  private answerTo(id: number): Answer {
    for (;;) {
      const received = receiveMessageOnPort(this.port);
      if (!received) throw new Error('The PostgreSQL worker signalled an answer but posted none.');
      const { id: answered, ...answer } = received.message as Answer & { id: number };
      if (answered === id) return answer as Answer;
    }
  }

  private giveUp(): never {
    this.open = false;
    void this.worker.terminate();
    throw new Error(`PostgreSQL did not answer within ${QUERY_TIMEOUT_MS / 1000} s; the connection is closed.`);
  }
}
