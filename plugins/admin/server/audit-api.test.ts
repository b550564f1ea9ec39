import { DemoUsers } from '../../../server/plugin-api';
import { COMMAND_LINE, writeAudit } from '../../../server/plugin-api/testing';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { AuditList } from '../contract';
import { csvCell } from './audit-csv';
import { appointCustomerAdmins, call, type RequestHeaders } from './test-helpers';

describe('the admin API: audit log', () => {
  let portal: TestPortal;
  let petra: RequestHeaders;
  let anna: RequestHeaders;
  beforeAll(async () => {
    portal = await createTestPortal();
    await appointCustomerAdmins(portal.app);
    petra = await userHeaders(portal.app, DemoUsers.petra);
    anna = await userHeaders(portal.app, DemoUsers.anna);
    await call(portal.app, anna, 'PUT', '/api/admin/users/dirk/memberships/contoso', { role: 'customer-admin' });
    await call(portal.app, petra, 'PATCH', '/api/admin/customers/northwind', {
      name: '=HYPERLINK("http://evil.example","click")',
    });
  });
  afterAll(() => portal.close());

  test('a provider admin reads every row, newest first, with who, when, what, before and after', async () => {
    const log = AuditList.parse((await call(portal.app, petra, 'GET', '/api/admin/audit')).json());
    // Anna is Contoso's customer admin in the demo already: appointing her again wrote nothing.
    expect(log.items.map((r) => `${r.action} ${r.targetId}`)).toEqual([
      'customer.update northwind',
      'membership.role dirk/contoso',
      'membership.role bram/northwind',
    ]);
    expect(log.items[1]).toMatchObject({
      actor: 'anna.devries@contoso.example',
      actorUserId: 'anna',
      targetType: 'membership',
      targetId: 'dirk/contoso',
      customerId: 'contoso',
      before: { role: 'user' },
      after: { role: 'customer-admin' },
      at: expect.any(String),
    });
    expect(log.total).toBe(3);
  });

  test("a customer admin reads only their customer's rows, even when asking for none", async () => {
    const log = (await call(portal.app, anna, 'GET', '/api/admin/audit')).json();
    expect(log.items.map((r: { customerId: string; targetId: string }) => `${r.customerId} ${r.targetId}`)).toEqual([
      'contoso dirk/contoso',
    ]);
  });

  test('filters by action, target, actor and time, and pages', async () => {
    const byActor = (await call(portal.app, petra, 'GET', '/api/admin/audit?actorUserId=anna')).json();
    expect(byActor.total).toBe(1);
    expect(
      (await call(portal.app, petra, 'GET', '/api/admin/audit?action=customer.update&targetId=northwind')).json().total,
    ).toBe(1);
    expect((await call(portal.app, petra, 'GET', '/api/admin/audit?from=2999-01-01T00:00:00Z')).json().total).toBe(0);
    const page = (await call(portal.app, petra, 'GET', '/api/admin/audit?pageSize=2&page=2')).json();
    expect(page.items).toHaveLength(1);
    expect((await call(portal.app, petra, 'GET', '/api/admin/audit?from=yesterday')).statusCode).toBe(400);
  });

  test('exports CSV with formula-leading cells escaped', async () => {
    writeAudit(portal.app.portal.db, COMMAND_LINE, {
      action: '@SUM(A1)',
      targetType: 'user',
      targetId: '+31 6 123',
      customerId: null,
      before: null,
      after: '-1',
    });
    const response = await call(portal.app, petra, 'GET', '/api/admin/audit/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,actorUserId,action,targetType,targetId,customerId,before,after');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"command line","","'@SUM(A1)","user","'+31 6 123","",""`);
    expect(lines[2]).toContain('""name"":""Northwind Bouw""');
    expect(response.body).not.toMatch(/(^|,)"=/m);
    const anna_ = (await call(portal.app, anna, 'GET', '/api/admin/audit/export')).body.trimEnd().split('\r\n');
    expect(anna_).toHaveLength(2);
  });

  test.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@x', `"'@x"`],
    ['\tx', `"'\tx"`],
    ['say "hi"', '"say ""hi"""'],
    [3, '"3"'],
    [null, '""'],
  ])('csvCell(%j) is %s', (value, cell) => expect(csvCell(value)).toBe(cell));
});
