// Bench section 5b: GET /account/me throughput with one signed-in session against 20,000 (each request a
// different session, in turn), interleaved in one run, median of the pairs. Sessions are made through the
// real sign-in form, so every one is a genuine row, cookie and cache entry.
import autocannon from 'autocannon';

const SESSIONS = 20_000;
const SIGN_IN_CONCURRENCY = 16;

function cookiePairs(response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
}

/** `count` sessions of one demo user, as cookie headers (CSRF and session cookie). */
async function signInMany(baseURL, userId, count) {
  const page = await fetch(`${baseURL}/account/login`);
  const csrf = cookiePairs(page).find((c) => c.startsWith('portal_csrf='));
  if (!csrf) throw new Error('no CSRF cookie from /account/login');
  const body = new URLSearchParams({ _csrf: csrf.slice('portal_csrf='.length), userId }).toString();
  const headers = { cookie: csrf, 'content-type': 'application/x-www-form-urlencoded', origin: baseURL };
  const cookies = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        const login = await fetch(`${baseURL}/account/login`, { method: 'POST', redirect: 'manual', headers, body });
        if (login.status !== 303) throw new Error(`sign-in ${cookies.length + 1} answered ${login.status}`);
        const pairs = cookiePairs(login);
        const session = pairs.find((c) => c.startsWith('portal_session='));
        if (!session) throw new Error('sign-in set no session cookie');
        cookies.push([pairs.find((c) => c.startsWith('portal_csrf=')) ?? csrf, session].join('; '));
      }
    }),
  );
  return cookies;
}

/** Requests per second of GET /account/me, each request taking the next cookie of `cookies` in turn. */
async function rate(url, cookies, seconds) {
  let turn = 0;
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    timeout: 10,
    // Reconnect as a browser does when the server closes a connection after MAX_REQUESTS_PER_SOCKET (1000).
    reconnectRate: 1000,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: cookies[turn++ % cookies.length] },
        }),
      },
    ],
  });
  if (result.non2xx || result.errors)
    throw new Error(`GET /account/me: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * { oneSession, manySessions, ratio, pairs } with req/s medians; `pairs` runs of each, alternating, so that
 * machine noise hits both sides alike.
 */
export async function measureManySessions({ baseURL, userId = 'anna', seconds = 5, pairs = 3, median, round }) {
  const started = Date.now();
  const many = await signInMany(baseURL, userId, SESSIONS);
  const signInSeconds = (Date.now() - started) / 1000;
  const one = [many[0]];
  const url = `${baseURL}/account/me`;
  // Warm both: the first pass over 20,000 sessions reads each from the database once.
  await rate(url, many, Math.max(2, seconds));
  const oneRates = [];
  const manyRates = [];
  for (let i = 0; i < pairs; i++) {
    oneRates.push(await rate(url, one, seconds));
    manyRates.push(await rate(url, many, seconds));
  }
  const oneSession = median(oneRates);
  const manySessions = median(manyRates);
  return {
    sessions: SESSIONS,
    signInSeconds: round(signInSeconds, 1),
    oneSession: round(oneSession, 0),
    manySessions: round(manySessions, 0),
    ratio: round(manySessions / oneSession, 3),
    spread: {
      oneSession: [round(Math.min(...oneRates), 0), round(Math.max(...oneRates), 0)],
      manySessions: [round(Math.min(...manyRates), 0), round(Math.max(...manyRates), 0)],
    },
  };
}
