import { ApiPaths } from '../../core/contract';
import { DemoUsers } from '../../server/plugin-api';
import { anonymous, count, signIn, type TestPortal } from '../../server/plugin-api/testing';
import { checkedResourceUrl } from '../../server/security/configured-url';
import { portalWithBuildFiles } from './security-kit';

describe('configured and stored URLs are scheme-checked', () => {
  const production = { allowLoopbackHttp: false };
  const demo = { allowLoopbackHttp: true };
  test.each<[string, boolean, string | null]>([
    ['/static/customers/contoso/logo.svg', false, '/static/customers/contoso/logo.svg'],
    ['https://cdn.example/logo.png', false, 'https://cdn.example/logo.png'],
    ['http://cdn.example/logo.png', false, null],
    ['http://cdn.example/logo.png', true, null],
    ['http://localhost:8080/logo.png', true, 'http://localhost:8080/logo.png'],
    ['http://localhost:8080/logo.png', false, null],
    ['javascript:alert(1)', true, null],
    ['java\tscript:alert(1)', true, null],
    ['data:image/svg+xml,<svg onload=alert(1)>', true, null],
    ['//evil.example/logo.png', true, null],
    ['/\\evil.example/logo.png', true, null],
    ['https://user:pw@cdn.example/x', true, null],
    ['', true, null],
  ])('%j (loopback http allowed: %s) -> %j', (url, loopback, expected) => {
    expect(checkedResourceUrl(url, loopback ? demo : production)).toBe(expected);
  });
});

describe("a customer's logo and stylesheet reach the browser only when their scheme is allowed", () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await portalWithBuildFiles({ publicOrigin: 'http://localhost:8080' });
  });
  afterAll(() => portal.close());

  const settingsWith = async (logo: string, stylesheet: string) => {
    portal.app.portal.db
      .prepare("UPDATE customers SET logo_url = ?, custom_stylesheet = ? WHERE id = 'contoso'")
      .run(logo, stylesheet);
    const anna = await signIn(portal.app, DemoUsers.anna);
    return (await portal.app.inject({ url: ApiPaths.publicSettings, headers: anna.headers() })).json();
  };

  test.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'JAVASCRIPT:alert(1)',
    '//evil.example/x.png',
    'http://evil.example/x.png',
  ])('logo %j is dropped for the default logo', async (logo) => {
    const settings = await settingsWith(logo, 'javascript:alert(2)');
    expect(settings.logoUrl).toBe('/static/logo.svg');
    expect(settings.customStylesheet).toBeNull();
    expect(JSON.stringify(settings)).not.toMatch(/javascript|data:/i);
  });

  test('an https logo and a stylesheet of the portal are kept', async () => {
    const settings = await settingsWith('https://cdn.example/logo.png', '/static/customers/contoso/theme.css');
    expect(settings.logoUrl).toBe('https://cdn.example/logo.png');
    expect(settings.customStylesheet).toBe('/static/customers/contoso/theme.css');
  });
});

describe('registration tells nothing about which addresses are known', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await portalWithBuildFiles();
  });
  afterAll(() => portal.close());

  const register = async (email: string) => {
    const browser = await anonymous(portal.app);
    const started = process.hrtime.bigint();
    const response = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.register,
      headers: browser.headers(),
      payload: {
        firstName: 'Eva',
        lastName: 'Peeters',
        gender: 'female',
        email,
        telephone: '+31 6 1234 5678',
        companyName: 'Peeters BV',
        acceptTerms: true,
      },
    });
    return { response, ms: Number(process.hrtime.bigint() - started) / 1e6 };
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  test('a known and an unknown address get the same status and body; only the new one is stored', async () => {
    const first = await register('known@example.com');
    const rowsBefore = count(portal.app, 'registrations');
    const mailsBefore = count(portal.app, 'mail_outbox');
    const known = await register('KNOWN@example.com');
    const unknown = await register('unknown@example.com');
    for (const { response } of [first, known, unknown]) {
      expect(response.statusCode).toBe(201);
      expect(response.body).toBe(JSON.stringify({ ok: true }));
      expect(response.headers['content-type']).toBe(unknown.response.headers['content-type']);
    }
    expect(count(portal.app, 'registrations')).toBe(rowsBefore + 1);
    expect(count(portal.app, 'mail_outbox')).toBe(mailsBefore + 2);
  });

  test('and take about the same time', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    await register('timing@example.com');
    for (let i = 0; i < 15; i++) {
      known.push((await register('timing@example.com')).ms);
      unknown.push((await register(`timing.${i}@example.com`)).ms);
    }
    // Generous bounds: a test machine is noisy; a lookup that answered early would be many times faster.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(5, median(unknown)));
  });
});
