import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** The resources the emulator issues tokens for: the `.default` scope asked, and the `aud` claim Entra puts in the token. */
export const Audiences = {
  graph: { scope: 'https://graph.microsoft.com/.default', aud: 'https://graph.microsoft.com' },
  arm: { scope: 'https://management.azure.com/.default', aud: 'https://management.azure.com/' },
  partnerCenter: {
    scope: 'https://api.partnercenter.microsoft.com/.default',
    aud: 'https://api.partnercenter.microsoft.com',
  },
} as const;

export type AudienceName = keyof typeof Audiences;

/** The claims of an app-only access token (Entra v1 token shape, as client credentials gives it). */
export interface AccessClaims {
  aud: string;
  iss: string;
  tid: string;
  appid: string;
  oid: string;
  iat: number;
  nbf: number;
  exp: number;
  uti: string;
  ver: '1.0';
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signature = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** A signed JWT (HS256 with the emulator's own key: nothing outside this emulator can make one). */
export function mintAccessToken(
  key: Buffer,
  claims: Omit<AccessClaims, 'iss' | 'iat' | 'nbf' | 'exp' | 'uti' | 'ver'>,
  lifetimeSeconds: number,
  nowMs: number,
): { token: string; claims: AccessClaims } {
  const now = Math.floor(nowMs / 1000);
  const full: AccessClaims = {
    ...claims,
    iss: `https://sts.windows.net/${claims.tid}/`,
    iat: now,
    nbf: now,
    exp: now + lifetimeSeconds,
    uti: randomUUID(),
    ver: '1.0',
  };
  const body = `${encode({ typ: 'JWT', alg: 'HS256' })}.${encode(full)}`;
  return { token: `${body}.${signature(key, body)}`, claims: full };
}

export type TokenCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function readAccessToken(key: Buffer, token: string, nowMs: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signature(key, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  return claims.exp * 1000 <= nowMs ? { ok: false, reason: 'expired' } : { ok: true, claims };
}
