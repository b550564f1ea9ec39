import * as z from 'zod/mini';
import { DemoCustomers, DemoUsers, defineServerPlugin, type ServerPluginApi } from '../plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../plugin-api/testing';

/** The named capabilities a plugin gets besides its data: the caller's profile and customer, mail, audit, machine calls. */
describe('server plugin capabilities', () => {
  let portal: TestPortal;
  let api: ServerPluginApi;
  const plugin = defineServerPlugin({
    id: 'probe',
    migrations: [
      {
        id: 'probe-001',
        sql: 'CREATE TABLE probe_pings (id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id TEXT NOT NULL, note TEXT NOT NULL)',
      },
    ],
    routes(given) {
      api = given;
      given.route({
        method: 'POST',
        url: '/api/probe/pings',
        access: 'machine',
        summary: 'Stores a ping for a customer',
        body: z.object({ customerId: z.string() }),
        handler: ({ request, body }) => {
          const customer = given.customerOfMachineCall(request, body.customerId);
          if (!customer) return { stored: false };
          customer.data.table('probe_pings').insert({ note: 'pinged' });
          return { stored: true, name: customer.name, plugins: customer.plugins };
        },
      });
      given.route({
        method: 'GET',
        url: '/api/probe/me',
        summary: "The caller's profile and customer; audits the look",
        handler: ({ user }) => {
          given.audit(user!, { action: 'look', targetType: 'probe', targetId: 'me' });
          given.sendMail({ to: 'someone@example.com', subject: 'Looked\r\nBcc: x@example.com', text: 'hello' });
          return { profile: given.userProfile(user!), customer: given.activeCustomer(user!) };
        },
      });
    },
  });

  beforeAll(async () => {
    portal = await createTestPortal({ plugins: { probe: plugin } });
  });
  afterAll(() => portal.close());

  it("gives the caller's profile and customer, writes the audit row in the caller's customer and queues the mail", async () => {
    const headers = await userHeaders(portal.app, DemoUsers.anna);
    const answer = (await portal.app.inject({ method: 'GET', url: '/api/probe/me', headers })).json<{
      profile: { userName: string };
      customer: { id: string };
    }>();
    expect(answer.profile.userName).toMatch(/@/);
    expect(answer.customer.id).toBe(DemoCustomers.contoso);
    const db = portal.app.portal.db;
    expect(
      db.prepare("SELECT action, target_type, customer_id FROM audit_log WHERE action = 'probe.look'").all(),
    ).toEqual([{ action: 'probe.look', target_type: 'probe', customer_id: DemoCustomers.contoso }]);
    expect(
      db.prepare("SELECT recipient, subject FROM mail_outbox WHERE recipient = 'someone@example.com'").all(),
    ).toEqual([{ recipient: 'someone@example.com', subject: 'Looked Bcc: x@example.com' }]);
  });

  it("lets a machine route reach the customer it names with an API key, scoped to that customer's rows", async () => {
    const { secret } = portal.app.portal.machineKeys!.store.create(
      { name: 'Probe', routes: ['probe'], customerId: null },
      { userId: null, name: 'test' },
    );
    const ping = (customerId: string, headers: Record<string, string> = { authorization: `Bearer ${secret}` }) =>
      portal.app.inject({ method: 'POST', url: '/api/probe/pings', payload: { customerId }, headers });
    expect((await ping(DemoCustomers.fabrikam)).json()).toMatchObject({ stored: true, name: expect.any(String) });
    expect((await ping('nobody')).json()).toEqual({ stored: false });
    // The route declares no secret of its own: without a key the host refuses the call.
    expect((await ping(DemoCustomers.fabrikam, {})).statusCode).toBe(401);
    expect(portal.app.portal.db.prepare('SELECT customer_id FROM probe_pings').pluck().all()).toEqual([
      DemoCustomers.fabrikam,
    ]);
  });

  it("gives the caller's own tenants; refuses the customer directory and another customer's audit log without the grant", () => {
    const anna = { userId: DemoUsers.anna, activeCustomerId: DemoCustomers.contoso } as Parameters<
      ServerPluginApi['accountTenants']
    >[0];
    expect(api.accountTenants(anna)).toEqual(
      portal.app.portal.db
        .prepare(
          'SELECT tenant_id AS tenantId, tenant_name AS tenantName FROM tenants WHERE user_id = ? ORDER BY sort_order, tenant_name',
        )
        .all(DemoUsers.anna),
    );
    expect(() => api.customerDirectory()).toThrow('without declaring the customerDirectory capability');
    expect(() =>
      api.auditCustomer(
        DemoCustomers.fabrikam,
        { userId: null, name: 'probe' },
        { action: 'x', targetType: 'probe', targetId: '1' },
      ),
    ).toThrow('without declaring the crossCustomerData capability');
  });

  it('lists every customer and its enabled members to a plugin that declares and is granted customerDirectory', async () => {
    let granted: ServerPluginApi | null = null;
    const directoryPlugin = defineServerPlugin({
      id: 'directory',
      capabilities: ['customerDirectory'],
      routes: (given) => void (granted = given),
    });
    const other = await createTestPortal({
      plugins: { directory: directoryPlugin },
      config: { pluginGrants: { directory: ['customerDirectory'] } },
    });
    try {
      const directory = granted!.customerDirectory();
      const db = other.app.portal.db;
      expect(directory.customers().map((c) => c.id)).toEqual(
        db.prepare('SELECT id FROM customers ORDER BY id').pluck().all(),
      );
      expect(directory.customers([DemoCustomers.contoso, 'nobody'])).toEqual([
        expect.objectContaining({ id: DemoCustomers.contoso, deactivated: false }),
      ]);
      expect(directory.members(DemoCustomers.contoso)).toContain(DemoUsers.anna);
      db.prepare('UPDATE users SET disabled_at = ? WHERE id = ?').run(new Date().toISOString(), DemoUsers.anna);
      expect(directory.members(DemoCustomers.contoso)).not.toContain(DemoUsers.anna);
    } finally {
      await other.close();
    }
  });

  it('gives the storage quota to a plugin that declares storageQuota, and says when the server stopped', async () => {
    expect(() => api.storageQuota()).toThrow('without declaring the storageQuota capability');
    let given: ServerPluginApi | null = null;
    const quotaPlugin = defineServerPlugin({
      id: 'quota',
      capabilities: ['storageQuota'],
      routes: (registered) => void (given = registered),
    });
    const other = await createTestPortal({ plugins: { quota: quotaPlugin } });
    const usage = given!.storageQuota().usage(DemoCustomers.contoso, DemoUsers.anna);
    expect(usage.customer.limitBytes).toBeGreaterThan(0);
    expect(given!.running).toBe(true);
    await other.close();
    expect(given!.running).toBe(false);
  });

  it('refuses a job that runs more often than once a second', () => {
    expect(() => api.schedule({ name: 'busy', everyMs: 10, run: () => undefined })).toThrow(
      'everyMs must be a whole number of at least 1000',
    );
  });
});
