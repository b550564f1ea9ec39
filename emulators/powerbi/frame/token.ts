/**
 * Embed tokens, checked the way the service does it: the frame has no secret, so it asks its own backend
 * (POST /emulator/frame-api/token-check, server/emulator/rest/token-check.ts) whether the signature holds,
 * the token is for this item and how long it still runs. The deadline is then kept on the frame's clock
 * (frameNow + remainingMs), so a browser clock that differs from the server's, or a test's fake clock,
 * still expires the token at the right moment.
 */
export type TokenProblem = 'invalid' | 'wrong-item' | 'expired';

export type TokenCheck = { ok: true; remainingMs: number; items: string[] } | { ok: false; problem: TokenProblem };

/** Checks a token for an item; injected in unit tests, a fetch to the backend in the browser. */
export type TokenVerifier = (token: string, itemId: string) => Promise<TokenCheck>;

export const TOKEN_CHECK_PATH = '/emulator/frame-api/token-check';

function problemOf(code: unknown): TokenProblem {
  if (code === 'TokenExpired') return 'expired';
  if (code === 'PowerBINotAuthorizedException') return 'wrong-item';
  return 'invalid';
}

/** The browser's verifier: the frame's own origin, no cookies (the route is a machine route that refuses them). */
export function fetchTokenVerifier(fetcher: typeof fetch = (input, init) => fetch(input, init)): TokenVerifier {
  return async (token, itemId) => {
    try {
      const response = await fetcher(TOKEN_CHECK_PATH, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, itemId }),
      });
      const body = (await response.json()) as { remainingMs?: unknown; items?: unknown; error?: { code?: unknown } };
      if (response.ok && typeof body.remainingMs === 'number') {
        const items = Array.isArray(body.items)
          ? body.items.filter((item): item is string => typeof item === 'string')
          : [];
        return { ok: true, remainingMs: body.remainingMs, items };
      }
      return { ok: false, problem: problemOf(body.error?.code) };
    } catch {
      return { ok: false, problem: 'invalid' };
    }
  };
}

/** The token in force and when it runs out on this frame's clock. */
export class TokenState {
  private deadline = 0;
  private pending: Promise<TokenProblem | null> | null = null;

  constructor(
    private readonly verify: TokenVerifier,
    private readonly now: () => number,
  ) {}

  /** Checks a new token; it replaces the one in force only when it is good. Resolves to what is wrong, or null. */
  accept(token: unknown, itemId: string): Promise<TokenProblem | null> {
    if (typeof token !== 'string' || !token) return Promise.resolve('invalid');
    const startedAt = this.now();
    const check = this.verify(token, itemId).then((result) => {
      if (!result.ok) return result.problem;
      // Counted from when the check started: the frame never believes a token longer than the server does.
      this.deadline = startedAt + result.remainingMs;
      return null;
    });
    this.pending = check;
    void check.finally(() => {
      if (this.pending === check) this.pending = null;
    });
    return check;
  }

  /** Waits for a check under way, so a call that arrives while a token is being checked is judged by it. */
  async settled(): Promise<void> {
    await this.pending?.catch(() => undefined);
  }

  expired(): boolean {
    return this.now() >= this.deadline;
  }
}
