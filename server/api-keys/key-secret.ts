import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PREFIX } from '../../core/contract';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 256 random bits in base 62. */
const RANDOM_LENGTH = 43;
/** A CRC32 of the random part in base 62, so that a scanner or the server tells a typo from a key offline. */
const CHECKSUM_LENGTH = 6;
/** What the administration shows of a key: the prefix and the first random characters. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

function base62(value: bigint, length: number): string {
  let text = '';
  for (let rest = value; rest > 0n; rest /= 62n) text = BASE62[Number(rest % 62n)] + text;
  return text.padStart(length, '0');
}

const checksumOf = (random: string) => base62(BigInt(crc32(random)), CHECKSUM_LENGTH);

/** A new key: "mspk_", 256 random bits and a checksum, 54 characters that a double click selects whole. */
export function newKeySecret(): string {
  const random = base62(BigInt(`0x${randomBytes(32).toString('hex')}`), RANDOM_LENGTH);
  return `${API_KEY_PREFIX}${random}${checksumOf(random)}`;
}

/** Whether a bearer token is meant as an API key (the prefix): such a token never falls back to a route's own secret. */
export const isKeyLike = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** Whether the token has a key's shape and a right checksum (no database needed to refuse a typo). */
export function isWellFormedKey(token: string): boolean {
  if (!KEY_SHAPE.test(token)) return false;
  const random = token.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + RANDOM_LENGTH);
  return token.endsWith(checksumOf(random));
}

/**
 * What the database keeps of a secret: its SHA-256. A plain hash suffices because the secret holds 256 random bits
 * (no dictionary to try, no salt needed); a slow password hash would only slow every machine call down.
 */
export const hashOfSecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

export const shownPrefixOf = (secret: string): string => secret.slice(0, SHOWN_LENGTH);

/** The bearer token of an Authorization header, or null. */
export function bearerOf(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}
