import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../server-config';

/** The variable holding the key that seals the secrets stored per customer (e.g. a customer's own client secret). */
export const SECRETS_KEY = 'SECRETS_KEY';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const FORMAT = 'v1';

/** SECRETS_KEY: 32 random bytes as 64 hex digits or base64 (`openssl rand -base64 32`); null when not set. */
export function parseSecretsKey(value: string | undefined): Buffer | null {
  const given = value?.trim() ?? '';
  if (!given) return null;
  if (/^[0-9a-f]{64}$/i.test(given)) return Buffer.from(given, 'hex');
  const key = /^[A-Za-z0-9+/_-]{43}=?$/.test(given) ? Buffer.from(given, 'base64') : null;
  if (key?.length !== KEY_BYTES)
    throw new Error(`${SECRETS_KEY} must be 32 random bytes, as 64 hex digits or base64 (openssl rand -base64 32)`);
  return key;
}

/**
 * The key that seals stored secrets: SECRETS_KEY; outside production without it, one derived from the session
 * secret (a demo keeps working, and its secrets stay readable as long as its session secret); in production
 * without it, none: nothing can be sealed, and a database holding sealed secrets is refused at start.
 */
export function secretsKeyOf(config: Pick<ServerConfig, 'secretsKey' | 'production' | 'secret'>): Buffer | null {
  if (config.secretsKey) return config.secretsKey;
  if (config.production) return null;
  return Buffer.from(hkdfSync('sha256', config.secret, 'portal', 'sealed-secrets', KEY_BYTES));
}

/** A key's public name, stored beside what it sealed, so a start with another key can say so (never the key). */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 12);

/** A sealed value that cannot be opened: another key, another place (context) or changed bytes. */
export class UnreadableSecret extends Error {
  constructor(reason: string) {
    super(`The stored secret cannot be read: ${reason}.`);
    this.name = 'UnreadableSecret';
  }
}

/**
 * AES-256-GCM with a fresh 96-bit IV per value and the value's place (`context`, e.g. plugin/customer/name) as
 * additional data: a sealed value copied to another customer's row does not open there.
 * Format: `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export class SecretSealer {
  readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error('A sealing key is 32 bytes.');
    this.keyId = keyIdOf(key);
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
    return [FORMAT, this.keyId, ...parts].join('.');
  }

  open(sealed: string, context: string): string {
    const [format, keyId, iv, tag, body, extra] = sealed.split('.');
    if (format !== FORMAT || !keyId || !iv || !tag || body === undefined || extra !== undefined)
      throw new UnreadableSecret('not a sealed value');
    if (keyId !== this.keyId) throw new UnreadableSecret(`sealed with another ${SECRETS_KEY} (key id ${keyId})`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new UnreadableSecret('it was changed, or belongs to another place');
    }
  }
}
