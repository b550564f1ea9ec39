/**
 * The worker thread that owns the PostgreSQL connection (see sync-connection.ts). It is plain JavaScript run
 * with `eval: true` rather than a file of its own: the server is bundled into one ES module and tested under
 * jest's CommonJS transform, and a source string is the one form that works unchanged in both. `pg` is
 * resolved from the working folder or the main script's folder (workerData.searchFrom); esbuild does not see this
 * source's requires, so deploy/prune-node-modules.mjs names `pg` (LOADED_BY_NAME) for the image to keep it.
 *
 * Protocol: one request at a time on the port, { id, sql, params } or { id, close: true }; the answer (with the
 * request's id) is posted, then the shared flag is set to the id and notified, which wakes the main thread blocked in Atomics.wait. NOTIFY messages
 * for the channels the connection LISTENs to go to the events port, which the main thread reads asynchronously.
 */
export const WORKER_SOURCE = String.raw`
const { workerData } = require('node:worker_threads');
const { port, events, flag, url, searchFrom } = workerData;

// Without its driver the portal cannot reach PostgreSQL at all: every request is answered with why, so the
// server stops with that message instead of waiting for a connection that never comes.
let pg = null;
let unavailable = null;
try {
  pg = require(require.resolve('pg', { paths: searchFrom }));
} catch (error) {
  const reason = String((error && error.message) || error).split('\n')[0];
  unavailable = 'PostgreSQL (DATABASE_URL) needs the package pg, which could not be loaded from ' + searchFrom.join(' or ') + ': ' + reason;
}

let client = null;
let broken = null;
let connected = Promise.resolve();
if (pg) {
  // As better-sqlite3 answers: numbers for int8 (COUNT(*), BIGINT columns) and numeric, 1/0 for booleans.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  pg.types.setTypeParser(16, (v) => (v === 't' ? 1 : 0));
  client = new pg.Client({ connectionString: url });
  client.on('error', (error) => { broken = error; });
  client.on('notification', (n) => events.postMessage({ channel: n.channel, payload: n.payload }));
  connected = client.connect().catch((error) => { broken = error; });
}

function answer(id, message) {
  port.postMessage({ ...message, id });
  Atomics.store(flag, 0, id);
  Atomics.notify(flag, 0);
}

function failure(error) {
  const e = error || {};
  return { error: { message: String(e.message || e), code: e.code, constraint: e.constraint, detail: e.detail } };
}

port.on('message', async (request) => {
  await connected;
  if (request.close) {
    try { if (client) await client.end(); } catch { /* closing anyway */ }
    answer(request.id, { closed: true });
    port.close();
    events.close();
    return;
  }
  if (unavailable) return answer(request.id, { unavailable });
  if (broken) return answer(request.id, failure(broken));
  try {
    const result = request.params
      ? await client.query({ text: request.sql, values: request.params, rowMode: request.rowMode })
      : await client.query(request.sql);
    const last = Array.isArray(result) ? result[result.length - 1] : result;
    answer(request.id, { rows: last.rows, rowCount: last.rowCount, fields: last.fields ? last.fields.map((f) => f.name) : [] });
  } catch (error) {
    answer(request.id, failure(error));
  }
});
`;
