import { fetchTokenVerifier, TokenState, TOKEN_CHECK_PATH } from './token';

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the frame's token check", () => {
  it('asks its backend without cookies and reads remainingMs, or the Power BI error code', async () => {
    const calls: [unknown, RequestInit | undefined][] = [];
    const ok = fetchTokenVerifier(async (input, init) => {
      calls.push([input, init]);
      return answer(200, { remainingMs: 5000, items: ['r1', 'r1-dataset'] })();
    });
    expect(await ok('tok', 'r1')).toEqual({ ok: true, remainingMs: 5000, items: ['r1', 'r1-dataset'] });
    expect(calls[0]![0]).toBe(TOKEN_CHECK_PATH);
    expect(calls[0]![1]).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      body: JSON.stringify({ token: 'tok', itemId: 'r1' }),
    });
    expect(await fetchTokenVerifier(answer(403, { error: { code: 'TokenExpired' } }))('t', 'r1')).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(
      await fetchTokenVerifier(answer(403, { error: { code: 'PowerBINotAuthorizedException' } }))('t', 'r1'),
    ).toEqual({ ok: false, problem: 'wrong-item' });
    expect(
      await fetchTokenVerifier(async () => {
        throw new Error('offline');
      })('t', 'r1'),
    ).toEqual({ ok: false, problem: 'invalid' });
  });

  it('keeps the deadline on the frame clock from when the check started, and keeps the old token when a new one fails', async () => {
    const clock = { t: 1000 };
    const state = new TokenState(
      async (token) =>
        token === 'good' ? { ok: true, remainingMs: 500, items: [] } : { ok: false, problem: 'invalid' },
      () => clock.t,
    );
    expect(state.expired()).toBe(true);
    expect(await state.accept('good', 'r')).toBeNull();
    clock.t = 1499;
    expect(state.expired()).toBe(false);
    expect(await state.accept('bad', 'r')).toBe('invalid');
    expect(state.expired()).toBe(false);
    clock.t = 1500;
    expect(state.expired()).toBe(true);
    expect(await state.accept(42, 'r')).toBe('invalid');
  });
});
