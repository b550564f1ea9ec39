import { createHmac, timingSafeEqual } from 'node:crypto';

export interface EmulatorTokenPayload {
  /** The embedded item's id (report, dashboard or tile). */
  res: string;
  /** The action the token was issued for. */
  act: number;
  iat: number;
  exp: number;
}

/** Token lifetimes: short in demo mode so a refresh shows within minutes, one hour otherwise (the spec's validity). */
export const DEMO_TOKEN_LIFETIME_MS = 6 * 60_000;
export const TOKEN_LIFETIME_MS = 3_600_000;

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `analytics-emulator:${secret}`).update(payload).digest('base64url');
}

export function mintEmulatorToken(secret: string, resource: string, actionId: number, lifetimeMs: number, now = Date.now()): { token: string; expiration: string } {
  const payload: EmulatorTokenPayload = { res: resource, act: actionId, iat: now, exp: now + lifetimeMs };
  const body = encode(JSON.stringify(payload));
  return { token: `${body}.${sign(secret, body)}`, expiration: new Date(payload.exp).toISOString() };
}

/** The payload of a token this server signed and that has not expired, else null. */
export function verifyEmulatorToken(secret: string, token: string, now = Date.now()): EmulatorTokenPayload | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as EmulatorTokenPayload;
    return typeof payload.exp === 'number' && payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}
