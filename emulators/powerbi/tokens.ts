import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** An effective identity as GenerateToken received it (row-level security), kept in the embed token. */
export interface EmulatorIdentity {
  username: string;
  roles: string[];
  customData: string | null;
  datasets: string[];
}

/** What an emulator embed token carries: the items GenerateToken was asked for, and nothing else. */
export interface EmulatorTokenPayload {
  /** The main embedded item's id (the first report, or the dashboard or tile); the frame refuses other items. */
  res: string;
  /** Every item the token opens (reports, datasets, dashboards, tiles). */
  items: string[];
  /** The workspaces the token was issued for. */
  ws: string[];
  /** The effective identities (row-level security), empty when none was given. */
  ids: EmulatorIdentity[];
  /** The token's id, as GenerateToken answers it (tokenId). */
  tid: string;
  iat: number;
  exp: number;
}

/** Token lifetimes: short in demo mode so a refresh shows within minutes, one hour otherwise (the spec's validity). */
export const DEMO_TOKEN_LIFETIME_MS = 6 * 60_000;
export const TOKEN_LIFETIME_MS = 3_600_000;

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function sign(domain: string, secret: string, payload: string): string {
  return createHmac('sha256', `${domain}:${secret}`).update(payload).digest('base64url');
}

function verify<T extends { exp: number }>(domain: string, secret: string, token: string, now: number): T | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(domain, secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    return typeof payload.exp === 'number' && payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}

export type EmbedTokenScope = Pick<EmulatorTokenPayload, 'res' | 'items' | 'ws' | 'ids'>;

/** An embed token for exactly these items, as the emulator's GenerateToken issues it. */
export function mintEmulatorToken(
  secret: string,
  scope: EmbedTokenScope,
  lifetimeMs: number,
  now = Date.now(),
): { token: string; tokenId: string; expiration: string } {
  const payload: EmulatorTokenPayload = { ...scope, tid: randomUUID(), iat: now, exp: now + lifetimeMs };
  const body = encode(JSON.stringify(payload));
  return {
    token: `${body}.${sign('analytics-emulator', secret, body)}`,
    tokenId: payload.tid,
    expiration: new Date(payload.exp).toISOString(),
  };
}

/** The payload of an embed token this server signed and that has not expired, else null. */
export function verifyEmulatorToken(secret: string, token: string, now = Date.now()): EmulatorTokenPayload | null {
  return verify<EmulatorTokenPayload>('analytics-emulator', secret, token, now);
}

/** What the emulator's token endpoint puts in an app-only access token (the Entra token's claims it needs). */
export interface EmulatorAppTokenPayload {
  /** The client (application) id. */
  appid: string;
  tid: string;
  aud: string;
  iat: number;
  exp: number;
}

export const POWER_BI_AUDIENCE = 'https://analysis.windows.net/powerbi/api';

/** An app-only access token as the emulator's token endpoint issues it (signed with the server's secret). */
export function mintAppToken(
  secret: string,
  clientId: string,
  tenantId: string,
  lifetimeMs: number,
  now = Date.now(),
): string {
  const payload: EmulatorAppTokenPayload = {
    appid: clientId,
    tid: tenantId,
    aud: POWER_BI_AUDIENCE,
    iat: now,
    exp: now + lifetimeMs,
  };
  const body = encode(JSON.stringify(payload));
  return `${body}.${sign('analytics-emulator-entra', secret, body)}`;
}

export function verifyAppToken(secret: string, token: string, now = Date.now()): EmulatorAppTokenPayload | null {
  return verify<EmulatorAppTokenPayload>('analytics-emulator-entra', secret, token, now);
}
