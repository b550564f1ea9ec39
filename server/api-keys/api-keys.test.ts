import { ApiKeyPaths, type ApiKey, type ApiKeySecret } from '../../core/contract';
import { DEFAULT_RATE_LIMITS } from '../security/rate-limit-config';
import { DemoCustomers, DemoUsers } from '../plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../plugin-api/testing';
import { hashOfSecret } from './key-secret';
import { MachineKeys } from './machine-keys';
import { readApiKeyUsesKeepDays } from './use-retention';

const { contoso, northwind } = DemoCustomers;
const PUSH_TOKEN = 'a-push-token-of-the-providers-monitoring-0123456789';
const PROVISIONING = 'POST /api/azure-subscriptions/provisioning/:number';

let portal: TestPortal;
let lines: string[];
beforeEach(async () => {
  lines = [];
  process.env.EVENTS_PUSH_TOKEN = PUSH_TOKEN;
  portal = await createTestPortal({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, apiKey: 4 } },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterEach(async () => {
  delete process.env.EVENTS_PUSH_TOKEN;
  await portal.close();
});

const db = () => portal.app.portal.db;
const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, userId: string = DemoUsers.petra) =>
  portal.app.inject({ method, url, payload, headers: await userHeaders(portal.app, userId) });
const create = async (payload: object) => {
  const answer = await admin('POST', ApiKeyPaths.keys, payload);
  expect(answer.statusCode).toBe(201);
  return answer.json<ApiKeySecret>();
};
const push = (secret: string, customerId: string = contoso) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/events/push',
    headers: { authorization: `Bearer ${secret}` },
    payload: { customerId, type: 'maintenance', title: 'Firmware tonight' },
  });
const provision = (secret: string) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/azure-subscriptions/provisioning/AZ-000004',
    headers: { authorization: `Bearer ${secret}` },
    payload: { state: 'being-created' },
  });
const uses = (keyId: string) =>
  db()
    .prepare(
      'SELECT route, customer_id AS customerId, status, outcome, secret FROM api_key_uses WHERE key_id = ? ORDER BY id',
    )
    .all(keyId) as { route: string; customerId: string | null; status: number; outcome: string; secret: string }[];
const everything = () =>
  ['api_keys', 'api_key_uses', 'audit_log', 'events'].map((table) =>
    db().prepare(`SELECT * FROM ${table} ORDER BY 1`).all(),
  );

describe('creating a key', () => {
  it('shows the secret once: stored as its hash, never listed, logged or audited', async () => {
    const { key, secret } = await create({ name: 'Monitoring', routes: null, customerId: contoso });
    expect(secret).toMatch(/^mspk_[0-9A-Za-z]{49}$/);
    expect(key).toMatchObject({ name: 'Monitoring', prefix: secret.slice(0, 11), customerId: contoso, routes: null });
    expect(key.customerName).toEqual(expect.any(String));
    expect((await push(secret)).statusCode).toBe(201);

    const listed = await admin('GET', ApiKeyPaths.keys);
    expect(listed.json<{ items: ApiKey[] }>().items.map((item) => item.id)).toEqual([key.id]);
    expect(listed.json<{ items: ApiKey[] }>().items[0]!.lastUsedAt).toEqual(expect.any(String));
    const uses = await admin('GET', ApiKeyPaths.uses(key.id));
    const stored = JSON.stringify(everything());
    for (const text of [listed.body, uses.body, stored, lines.join('\n')]) expect(text).not.toContain(secret.slice(11));
    expect(db().prepare('SELECT secret_hash FROM api_keys').pluck().get()).toBe(hashOfSecret(secret));
    expect(
      db().prepare("SELECT actor, target_id AS targetId FROM audit_log WHERE action = 'api_key.create'").all(),
    ).toEqual([{ actor: expect.any(String), targetId: key.id }]);
  });

  it('refuses (400) an unknown route or plugin, an unknown customer or no name, and writes nothing', async () => {
    const before = everything();
    for (const payload of [
      { name: 'x', routes: ['POST /api/nowhere'], customerId: null },
      { name: 'x', routes: ['claims'], customerId: null },
      { name: 'x', routes: [], customerId: null },
      { name: 'x', routes: null, customerId: 'umbrella' },
      { name: '  ', routes: null, customerId: null },
      { name: 'x', routes: null, customerId: null, secret: 'mine' },
    ]) {
      const answer = await admin('POST', ApiKeyPaths.keys, payload);
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 400 });
    }
    expect(everything()).toEqual(before);
  });

  it('lists the machine routes a key may open, by plugin', async () => {
    const routes = (await admin('GET', ApiKeyPaths.machineRoutes)).json<{
      items: { plugin: string; route: string }[];
    }>();
    expect(routes.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ plugin: 'events', route: 'POST /api/events/push' }),
        expect.objectContaining({ plugin: 'azure-subscriptions', route: PROVISIONING }),
      ]),
    );
  });
});

describe('a key at a machine route', () => {
  it('opens only the routes and plugins it names (403 elsewhere, audited as refused)', async () => {
    const events = await create({ name: 'Events', routes: ['events'], customerId: null });
    const provisioning = await create({ name: 'Provisioning', routes: [PROVISIONING], customerId: null });
    expect((await push(events.secret)).statusCode).toBe(201);
    expect((await provision(events.secret)).statusCode).toBe(403);
    expect((await push(provisioning.secret)).statusCode).toBe(403);
    expect((await provision(provisioning.secret)).statusCode).toBe(200);
    expect(uses(events.key.id)).toEqual([
      { route: 'POST /api/events/push', customerId: contoso, status: 201, outcome: 'succeeded', secret: 'current' },
      { route: PROVISIONING, customerId: null, status: 403, outcome: 'refused', secret: 'current' },
    ]);
  });

  it("refuses (401) an unknown or mistyped key without trying the route's own secret; that secret still works alone", async () => {
    const { secret } = await create({ name: 'Events', routes: null, customerId: null });
    const before = count(portal.app, 'events');
    expect((await push(`${secret.slice(0, -1)}0`)).statusCode).toBe(401);
    expect((await push(`mspk_${'A'.repeat(49)}`)).statusCode).toBe(401);
    expect((await push(`mspk_${PUSH_TOKEN}`)).statusCode).toBe(401);
    expect(count(portal.app, 'events')).toBe(before);
    expect((await push(PUSH_TOKEN)).statusCode).toBe(201);
  });

  it('logs once at start that a route secret from the environment is deprecated', () => {
    const deprecations = lines.filter((line) => line.includes('EVENTS_PUSH_TOKEN is deprecated'));
    expect(deprecations).toHaveLength(1);
    expect(deprecations[0]).not.toContain(PUSH_TOKEN);
  });

  it('is limited per key: over the limit 429 (audited), while another key goes on', async () => {
    const busy = await create({ name: 'Busy', routes: null, customerId: null });
    const other = await create({ name: 'Other', routes: null, customerId: null });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await push(busy.secret)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    expect((await push(other.secret)).statusCode).toBe(201);
    expect(uses(busy.key.id).at(-1)).toMatchObject({ status: 429, outcome: 'rate-limited' });
  });
});

describe('rotating and revoking', () => {
  it('rotates with a grace period: both secrets work until it ends, then only the new one', async () => {
    const { key, secret: old } = await create({ name: 'Events', routes: null, customerId: null });
    const rotated = await admin('POST', ApiKeyPaths.rotate(key.id), { oldSecret: 'grace' });
    expect(rotated.statusCode).toBe(200);
    const { secret, key: after } = rotated.json<ApiKeySecret>();
    expect(secret).not.toBe(old);
    const graceHours = (Date.parse(after.previousValidUntil!) - Date.parse(after.rotatedAt!)) / 3_600_000;
    expect(graceHours).toBe(24);
    expect((await push(old)).statusCode).toBe(201);
    expect((await push(secret)).statusCode).toBe(201);
    expect(uses(key.id).map((use) => use.secret)).toEqual(['previous', 'current']);
    db()
      .prepare('UPDATE api_keys SET previous_valid_until = ?')
      .run(Date.now() - 1);
    expect((await push(old)).statusCode).toBe(401);
    expect((await push(secret)).statusCode).toBe(201);
  });

  it('rotates at once: the old secret stops now', async () => {
    const { key, secret: old } = await create({ name: 'Events', routes: null, customerId: null });
    const { secret } = (await admin('POST', ApiKeyPaths.rotate(key.id), { oldSecret: 'now' })).json<ApiKeySecret>();
    expect((await push(old)).statusCode).toBe(401);
    expect((await push(secret)).statusCode).toBe(201);
  });

  it('revokes: every secret of the key stops at once, the refusal is audited, and the key cannot be rotated', async () => {
    const { key, secret: old } = await create({ name: 'Events', routes: null, customerId: northwind });
    const { secret } = (await admin('POST', ApiKeyPaths.rotate(key.id), { oldSecret: 'grace' })).json<ApiKeySecret>();
    const revoked = await admin('POST', ApiKeyPaths.revoke(key.id));
    expect(revoked.json<ApiKey>()).toMatchObject({ revokedAt: expect.any(String), previousValidUntil: null });
    expect((await push(secret, northwind)).statusCode).toBe(401);
    expect((await push(old, northwind)).statusCode).toBe(401);
    expect(uses(key.id)).toEqual([
      { route: 'POST /api/events/push', customerId: null, status: 401, outcome: 'refused', secret: 'current' },
      { route: 'POST /api/events/push', customerId: null, status: 401, outcome: 'refused', secret: 'previous' },
    ]);
    expect((await admin('POST', ApiKeyPaths.rotate(key.id), { oldSecret: 'now' })).statusCode).toBe(409);
    expect((await admin('POST', ApiKeyPaths.revoke(key.id))).statusCode).toBe(409);
    expect((await admin('POST', ApiKeyPaths.revoke('key_nothing'))).statusCode).toBe(404);
    expect(
      db().prepare("SELECT action FROM audit_log WHERE target_type = 'api_key' ORDER BY id").pluck().all(),
    ).toEqual(['api_key.create', 'api_key.rotate', 'api_key.revoke']);
  });
});

describe("changing a key's scope", () => {
  it('narrows a key to one customer: refused for another at once, audited with before and after', async () => {
    const { key, secret } = await create({ name: 'Events', routes: null, customerId: null });
    expect((await push(secret, northwind)).statusCode).toBe(201);
    const changed = await admin('PUT', ApiKeyPaths.scope(key.id), { routes: ['events'], customerId: contoso });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ApiKey>()).toMatchObject({ routes: ['events'], customerId: contoso });
    expect((await push(secret, northwind)).statusCode).toBe(403);
    expect((await push(secret, contoso)).statusCode).toBe(201);
    expect((await provision(secret)).statusCode).toBe(403);
    const audit = db().prepare("SELECT before, after FROM audit_log WHERE action = 'api_key.scope'").all() as {
      before: string;
      after: string;
    }[];
    expect(audit.map((row) => [JSON.parse(row.before), JSON.parse(row.after)])).toEqual([
      [
        expect.objectContaining({ routes: null, customerId: null }),
        expect.objectContaining({ routes: ['events'], customerId: contoso }),
      ],
    ]);
  });

  it('widens a key back to every customer and route', async () => {
    const { key, secret } = await create({ name: 'Events', routes: ['events'], customerId: contoso });
    expect((await push(secret, northwind)).statusCode).toBe(403);
    await admin('PUT', ApiKeyPaths.scope(key.id), { routes: null, customerId: null });
    expect((await push(secret, northwind)).statusCode).toBe(201);
    expect((await provision(secret)).statusCode).toBe(200);
  });

  it('refuses every role but the provider administrator (403), bad input (400), a revoked key (409); writes nothing', async () => {
    const { key } = await create({ name: 'Events', routes: null, customerId: null });
    const revoked = (await create({ name: 'Old', routes: null, customerId: null })).key;
    await admin('POST', ApiKeyPaths.revoke(revoked.id));
    const before = everything();
    const narrow = { routes: null, customerId: contoso };
    for (const userId of [DemoUsers.anna, DemoUsers.bram, DemoUsers.carla, DemoUsers.dirk])
      expect({ userId, status: (await admin('PUT', ApiKeyPaths.scope(key.id), narrow, userId)).statusCode }).toEqual({
        userId,
        status: 403,
      });
    for (const payload of [
      { routes: ['POST /api/nowhere'], customerId: null },
      { routes: [], customerId: null },
      { routes: null, customerId: 'umbrella' },
      { routes: null },
      { routes: null, customerId: null, name: 'renamed' },
    ])
      expect({ payload, status: (await admin('PUT', ApiKeyPaths.scope(key.id), payload)).statusCode }).toEqual({
        payload,
        status: 400,
      });
    expect((await admin('PUT', ApiKeyPaths.scope(revoked.id), narrow)).statusCode).toBe(409);
    expect((await admin('PUT', ApiKeyPaths.scope('key_nothing'), narrow)).statusCode).toBe(404);
    expect(everything()).toEqual(before);
  });
});

describe('the history of uses', () => {
  const DAY = 86_400_000;
  const oldUse = (keyId: string, daysAgo: number) =>
    db()
      .prepare(
        "INSERT INTO api_key_uses (key_id, at, route, status, outcome, secret) VALUES (?, ?, 'POST /api/events/push', 201, 'succeeded', 'current')",
      )
      .run(keyId, Date.now() - daysAgo * DAY);

  it('keeps 90 days by default: an older use is pruned when the next one is written', async () => {
    const { key, secret } = await create({ name: 'Events', routes: null, customerId: null });
    oldUse(key.id, 91);
    oldUse(key.id, 89);
    expect(uses(key.id)).toHaveLength(2);
    expect((await push(secret)).statusCode).toBe(201);
    expect(uses(key.id).map((use) => use.status)).toEqual([201, 201]);
    expect(count(portal.app, 'api_key_uses')).toBe(2);
  });

  it('keeps the days API_KEY_USES_KEEP_DAYS gives (1 to 3650, default 90)', async () => {
    const { key } = await create({ name: 'Events', routes: null, customerId: null });
    oldUse(key.id, 8);
    oldUse(key.id, 6);
    const days = readApiKeyUsesKeepDays({ API_KEY_USES_KEEP_DAYS: ' 7 ' });
    expect(new MachineKeys(db(), Date.now, days).pruneUses()).toBe(1);
    expect(count(portal.app, 'api_key_uses')).toBe(1);
    expect(readApiKeyUsesKeepDays({})).toBe(90);
    for (const wrong of ['0', '3651', '7.5', 'week'])
      expect(() => readApiKeyUsesKeepDays({ API_KEY_USES_KEEP_DAYS: wrong })).toThrow(
        `API_KEY_USES_KEEP_DAYS must be a whole number from 1 to 3650, got "${wrong}"`,
      );
  });
});
