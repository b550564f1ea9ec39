import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import type { SealedSecrets } from '../plugin-api/sealed-secrets';
import { SecretSealer, SECRETS_KEY } from '../security/sealed-secrets';

/**
 * A plugin's sealed secrets of one customer (table sealed_secrets): written sealed with the server's key, read
 * back only by the server; the place (plugin, customer, name) is sealed in with the value.
 */
export function sealedSecretStore(
  db: Database.Database,
  key: Buffer | null,
  pluginId: string,
  customerId: string,
  now: () => number = Date.now,
): SealedSecrets {
  const sealer = key ? new SecretSealer(key) : null;
  const context = (name: string) => `${pluginId}/${customerId}/${name}`;
  const row = (name: string) =>
    statement(
      db,
      'SELECT sealed, updated_at FROM sealed_secrets WHERE plugin_id = ? AND customer_id = ? AND name = ?',
    ).get(pluginId, customerId, name) as { sealed: string; updated_at: number } | undefined;
  const requireSealer = () => {
    if (!sealer) throw new HttpError(503, `Secrets cannot be stored: the server has no ${SECRETS_KEY}.`);
    return sealer;
  };
  return {
    state: (name) => {
      const found = row(name);
      return found ? { updatedAt: Number(found.updated_at) } : null;
    },
    read: (name) => {
      const found = row(name);
      return found ? requireSealer().open(found.sealed, context(name)) : null;
    },
    write: (name, value) => {
      const sealed = requireSealer().seal(value, context(name));
      const at = now();
      const changed = statement(
        db,
        'UPDATE sealed_secrets SET sealed = ?, key_id = ?, updated_at = ? WHERE plugin_id = ? AND customer_id = ? AND name = ?',
      ).run(sealed, sealer!.keyId, at, pluginId, customerId, name).changes;
      if (changed === 0)
        statement(
          db,
          'INSERT INTO sealed_secrets (plugin_id, customer_id, name, sealed, key_id, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(pluginId, customerId, name, sealed, sealer!.keyId, at);
    },
    remove: (name) => {
      statement(db, 'DELETE FROM sealed_secrets WHERE plugin_id = ? AND customer_id = ? AND name = ?').run(
        pluginId,
        customerId,
        name,
      );
    },
  };
}

/**
 * What stops a production start about sealed secrets: the database holds some and SECRETS_KEY is not set, or is
 * not the key they were sealed with. Null when all is well (or nothing is sealed).
 */
export function sealedSecretsProblem(db: Database.Database, key: Buffer | null): string | null {
  const keys = statement(db, 'SELECT key_id, COUNT(*) AS n FROM sealed_secrets GROUP BY key_id').all() as {
    key_id: string;
    n: number;
  }[];
  if (keys.length === 0) return null;
  const total = keys.reduce((sum, k) => sum + Number(k.n), 0);
  if (!key)
    return `${SECRETS_KEY} is not set, and the database holds ${total} secret(s) stored per customer sealed with it: set the key they were sealed with.`;
  const keyId = new SecretSealer(key).keyId;
  const others = keys.filter((k) => k.key_id !== keyId).map((k) => k.key_id);
  return others.length
    ? `${SECRETS_KEY} is not the key the database's sealed secrets were sealed with (key id ${others.join(', ')}; this key's id is ${keyId}).`
    : null;
}
