/**
 * Emulator access tokens: `<base64url JSON payload>.<base64url HMAC>`, minted by the server
 * (server/emulator/tokens.ts). The frame cannot check the signature (it has no secret); it reads the
 * payload's lifetime and counts it from when the token arrived, so a browser clock that differs from the
 * server's (or a test's fake clock) does not expire every token at once.
 */
export interface TokenPayload {
  /** The main embedded item's id. */
  res: string;
  /** Every item the token opens (GenerateToken's reports, datasets, dashboard, tile); absent in older tokens. */
  items?: string[];
  /** Issued at / expires at, ms since the epoch (server clock). */
  iat: number;
  exp: number;
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readTokenPayload(token: unknown): TokenPayload | null {
  if (typeof token !== 'string') return null;
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  try {
    const parsed = JSON.parse(decodeBase64Url(payload)) as Partial<TokenPayload>;
    if (typeof parsed.res !== 'string' || typeof parsed.iat !== 'number' || typeof parsed.exp !== 'number') return null;
    const items = Array.isArray(parsed.items) ? parsed.items.filter((item): item is string => typeof item === 'string') : undefined;
    return { res: parsed.res, iat: parsed.iat, exp: parsed.exp, ...(items ? { items } : {}) };
  } catch {
    return null;
  }
}

export type TokenProblem = 'invalid' | 'wrong-item' | 'expired';

/** The token in force and when it runs out on this frame's clock. */
export class TokenState {
  private deadline = 0;

  /** Takes a new token; returns what is wrong with it, or null. */
  accept(token: unknown, itemId: string | null, now: number): TokenProblem | null {
    const payload = readTokenPayload(token);
    if (!payload) return 'invalid';
    if (itemId && payload.res !== itemId && payload.res !== '*' && !payload.items?.includes(itemId)) return 'wrong-item';
    const lifetime = payload.exp - payload.iat;
    if (lifetime <= 0) return 'expired';
    this.deadline = now + lifetime;
    return null;
  }

  expired(now: number): boolean {
    return now >= this.deadline;
  }

  get expiresAt(): number {
    return this.deadline;
  }
}
