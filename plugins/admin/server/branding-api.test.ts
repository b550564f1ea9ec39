import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { LOGO_UPLOAD_PATH, MAX_LOGO_BYTES } from '../../../server/plugin-api/testing';
import { anonymous, count, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { BrandingPaths, CustomerDetails, DeploymentPlugins } from '../contract-branding';
import { disguisedUpload, jpegUpload, oversizedUpload, pngUpload, svgUpload, webpUpload } from './branding-test-data';
import { call, databaseChecksum, type RequestHeaders } from './test-helpers';

const contoso = DemoCustomers.contoso;
const logoUrl = `/api/admin/customers/${contoso}/logo`;
const TENANT = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('the admin API: customer branding', () => {
  let portal: TestPortal;
  let petra: RequestHeaders;
  let anna: RequestHeaders;
  beforeAll(async () => {
    portal = await createTestPortal();
    petra = await userHeaders(portal.app, DemoUsers.petra);
    anna = await userHeaders(portal.app, DemoUsers.anna);
  });
  afterAll(() => portal.close());

  test("an uploaded logo is served under its hash, becomes the public settings' logo, and is removed again", async () => {
    const uploaded = await call(portal.app, petra, 'POST', logoUrl, pngUpload());
    expect(uploaded.statusCode).toBe(200);
    const customer = CustomerDetails.parse(uploaded.json());
    expect(customer.logoUrl).toMatch(/^\/branding\/logo\/contoso\/[0-9a-f]{64}\.png$/);

    const served = await portal.app.inject({ url: customer.logoUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=\d{7,}.*immutable/);
    expect(served.rawPayload.equals(Buffer.from(pngUpload().dataBase64, 'base64'))).toBe(true);
    expect(
      (await portal.app.inject({ url: customer.logoUrl!.replace(/[0-9a-f]{64}/, '0'.repeat(64)) })).statusCode,
    ).toBe(404);

    const settings = (await call(portal.app, anna, 'GET', '/app/publicsettings')).json();
    expect(settings.logoUrl).toBe(customer.logoUrl);

    const audit = (
      await call(portal.app, petra, 'GET', `/api/admin/audit?action=customer.logo&targetId=${contoso}`)
    ).json().items[0];
    expect(audit.after).toEqual({
      logoUrl: customer.logoUrl,
      logo: { hash: expect.stringMatching(/^[0-9a-f]{64}$/), contentType: 'image/png', size: 29 },
    });
    expect(JSON.stringify(audit)).not.toContain(pngUpload().dataBase64);

    const removed = await call(portal.app, petra, 'DELETE', logoUrl);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expect((await portal.app.inject({ url: customer.logoUrl! })).statusCode).toBe(404);
    expect((await call(portal.app, anna, 'GET', '/app/publicsettings')).json().logoUrl).toBe('/static/logo.svg');
  });

  test('the upload path is the one whose body limit the server raises, and a logo of 256 kB fits', async () => {
    expect(BrandingPaths.customerLogo).toBe(LOGO_UPLOAD_PATH);
    const png = Buffer.from(pngUpload().dataBase64, 'base64');
    const largest = {
      contentType: 'image/png',
      dataBase64: Buffer.concat([png, Buffer.alloc(MAX_LOGO_BYTES - png.length)]).toString('base64'),
    };
    const uploaded = await call(portal.app, petra, 'POST', logoUrl, largest);
    expect(uploaded.statusCode).toBe(200);
  });

  test.each([
    ['a JPEG', jpegUpload(), /\.jpg$/],
    ['a WebP image', webpUpload(), /\.webp$/],
  ])('accepts %s', async (_what, body, extension) => {
    const uploaded = await call(portal.app, petra, 'POST', logoUrl, body);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().logoUrl).toMatch(extension);
    expect((await portal.app.inject({ url: uploaded.json().logoUrl })).headers['content-type']).toBe(body.contentType);
  });

  test.each([
    ['an SVG (script risk)', svgUpload(), /SVG logo is refused/],
    ['HTML declared as a PNG', disguisedUpload(), /must be a PNG, JPEG or WebP/],
    [
      'a PNG declared as a JPEG',
      { ...pngUpload(), contentType: 'image/jpeg' },
      /content is image\/png, not the declared image\/jpeg/,
    ],
    ['an image over 256 kB', oversizedUpload(), /dataBase64: Too big|at most 262144/],
    ['text that is not base64', { contentType: 'image/png', dataBase64: 'not base64!' }, /base64/],
    ['an extra field', { ...pngUpload(), name: 'logo.png' }, /Unrecognized key/],
  ])('refuses %s with 400, writing nothing', async (_what, body, message) => {
    const before = databaseChecksum(portal.app);
    const response = await call(portal.app, petra, 'POST', logoUrl, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test.each([
    ['a user', DemoUsers.dirk, 403],
    ['a customer admin of this customer', DemoUsers.anna, 403],
    ['a customer admin of another customer', DemoUsers.bram, 403],
  ])('refuses %s an upload or removal, writing nothing', async (_who, userId, status) => {
    const headers = await userHeaders(portal.app, userId);
    const before = databaseChecksum(portal.app);
    expect((await call(portal.app, headers, 'POST', logoUrl, pngUpload())).statusCode).toBe(status);
    expect((await call(portal.app, headers, 'DELETE', logoUrl)).statusCode).toBe(status);
    expect((await call(portal.app, headers, 'GET', '/api/admin/plugins')).statusCode).toBe(status);
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test('refuses the signed-out caller (401); the logo itself is public', async () => {
    const headers = (await anonymous(portal.app)).headers();
    expect((await call(portal.app, headers, 'POST', logoUrl, pngUpload())).statusCode).toBe(401);
    const uploaded = (await call(portal.app, petra, 'POST', logoUrl, pngUpload())).json();
    expect((await portal.app.inject({ url: uploaded.logoUrl })).statusCode).toBe(200);
  });

  test('stores readable brand colours and delivers them in the public settings', async () => {
    const saved = await call(portal.app, petra, 'PATCH', `/api/admin/customers/${contoso}`, {
      primaryColor: '#0b5c55',
      headerColor: '#fafafa',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ primaryColor: '#0b5c55', headerColor: '#fafafa' });
    expect((await call(portal.app, anna, 'GET', '/app/publicsettings')).json()).toMatchObject({
      primaryColor: '#0b5c55',
      headerColor: '#fafafa',
    });
  });

  test.each([
    [{ primaryColor: '#ffd400' }, /primaryColor #ffd400 gives white text a contrast of 1\.\d+:1, below 4.5:1/],
    [{ primaryColor: '#777777' }, /contrast of 4\.47:1/],
    [{ headerColor: '#7a7a7a' }, /headerColor #7a7a7a gives its text at most a contrast of/],
    [{ primaryColor: 'red' }, /primaryColor must be a colour as #rrggbb/],
    [{ tenantIds: ['not-a-guid'] }, /tenantIds must be Entra tenant ids/],
  ])('refuses %j with 400, writing nothing', async (body, message) => {
    const before = databaseChecksum(portal.app);
    const response = await call(portal.app, petra, 'PATCH', `/api/admin/customers/${contoso}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test('stores Entra tenant ids per customer, unique across customers (409 naming the other, nothing written)', async () => {
    const saved = await call(portal.app, petra, 'PATCH', `/api/admin/customers/${contoso}`, {
      tenantIds: [TENANT.toUpperCase()],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().tenantIds).toEqual([TENANT]);
    expect((await call(portal.app, petra, 'GET', `/api/admin/customers/${contoso}`)).json().tenantIds).toEqual([
      TENANT,
    ]);

    const before = databaseChecksum(portal.app);
    const taken = await call(portal.app, petra, 'PATCH', `/api/admin/customers/${DemoCustomers.northwind}`, {
      name: 'Northwind 2',
      tenantIds: [TENANT],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `Tenant ${TENANT} signs in to customer "Contoso Zorg" (contoso) already: remove it there first.`,
    );
    const created = await call(portal.app, petra, 'POST', '/api/admin/customers', {
      id: 'tenant-clash',
      name: 'Clash',
      tenantIds: [TENANT],
    });
    expect(created.statusCode).toBe(409);
    expect(databaseChecksum(portal.app)).toBe(before);

    const audit = (
      await call(portal.app, petra, 'GET', `/api/admin/audit?action=customer.tenants&targetId=${contoso}`)
    ).json().items[0];
    expect(audit).toMatchObject({ before: { tenantIds: [] }, after: { tenantIds: [TENANT] } });
    expect(count(portal.app, 'customer_tenants')).toBe(1);
  });

  test("lists the deployment's plugins with their action types", async () => {
    const response = await call(portal.app, petra, 'GET', '/api/admin/plugins');
    expect(response.statusCode).toBe(200);
    const { plugins } = DeploymentPlugins.parse(response.json());
    expect(plugins).toEqual(
      expect.arrayContaining([
        { id: 'admin', actionTypes: [] },
        { id: 'notifications', actionTypes: [] },
        { id: 'claims', actionTypes: ['claims'] },
        { id: 'report', actionTypes: ['report'] },
      ]),
    );
    expect(plugins.map((p) => p.id)).toEqual([...plugins.map((p) => p.id)].sort());
  });
});
