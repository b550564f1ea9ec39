import { ApiKeyPaths, RecordPaths, type RecordImportOptions } from '../../core/contract';
import { DemoCustomers, DemoUsers } from '../plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../plugin-api/testing';

jest.setTimeout(60_000);

/**
 * An import with mode=replace: the customer's records of the type that the file no longer has are deleted in the
 * same all-or-nothing transaction, but only those the import manages (with a provider id, within the type's rows);
 * a preview counts it all and writes nothing. The inventory type keeps the sync's rows (source 'azure') apart.
 */
const customer = DemoCustomers.northwind;
const file = (...ids: string[]) =>
  JSON.stringify(ids.map((providerId) => ({ providerId, resourceType: `Type ${providerId}`, resourceCount: 2 })));

let portal: TestPortal;
let headers: Record<string, string>;
beforeEach(async () => {
  portal = await createTestPortal();
  headers = await userHeaders(portal.app, DemoUsers.petra);
  const db = portal.app.portal.db;
  // A row a seed or a check wrote without a provider id, and one the Microsoft inventory sync owns.
  db.prepare(
    "INSERT INTO managed_resource_groups (customer_id, resource_type, resource_count, source) VALUES (?, 'Printers', 3, 'manual')",
  ).run(customer);
  db.prepare(
    "INSERT INTO managed_resource_groups (customer_id, resource_type, resource_count, source, provider_id) VALUES (?, 'Azure VMs', 5, 'azure', 'AZ-1')",
  ).run(customer);
});
afterEach(() => portal.close());

const importFile = (content: string, options?: RecordImportOptions, auth = headers) =>
  portal.app.inject({
    method: 'POST',
    url: RecordPaths.importFile('managed-resources', 'resources', customer, options),
    headers: auth,
    payload: { format: 'json', content },
  });
const providerIds = async () =>
  (await portal.app.inject({ url: RecordPaths.list('managed-resources', 'resources', customer), headers }))
    .json<{ items: { providerId: string }[] }>()
    .items.map((item) => item.providerId)
    .sort();
const rowsOf = (source: string) => {
  const rows = portal.app.portal.db
    .prepare('SELECT resource_type FROM managed_resource_groups WHERE customer_id = ? AND source = ? ORDER BY 1')
    .all(customer, source);
  return rows.map((row) => (row as { resource_type: string }).resource_type);
};
const lastImportAudit = () => {
  const row = portal.app.portal.db
    .prepare("SELECT after FROM audit_log WHERE action = 'managed-resources.records-imported' ORDER BY id DESC")
    .get() as { after: string } | undefined;
  return row ? JSON.parse(row.after) : null;
};

describe('records import, mode=replace', () => {
  it('previews the removal without writing, then removes only the managed records the file no longer has', async () => {
    expect((await importFile(file('R-1', 'R-2', 'R-3'))).json()).toEqual(
      expect.objectContaining({ applied: true, created: 3, removed: 0 }),
    );
    const before = await providerIds();
    expect(before).toEqual(['R-1', 'R-2', 'R-3', expect.stringMatching(/^portal-\d+$/)]);

    const preview = await importFile(file('R-1', 'R-4'), { mode: 'replace', preview: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ applied: false, created: 1, updated: 0, unchanged: 1, removed: 2, refused: [] });
    expect(await providerIds()).toEqual(before);
    const auditsAfterPreview = lastImportAudit();
    expect(auditsAfterPreview).toEqual(expect.objectContaining({ mode: 'upsert', created: 3 }));

    const replaced = await importFile(file('R-1', 'R-4'), { mode: 'replace' });
    expect(replaced.json()).toEqual({ applied: true, created: 1, updated: 0, unchanged: 1, removed: 2, refused: [] });
    expect((await providerIds()).filter((id) => id.startsWith('R-'))).toEqual(['R-1', 'R-4']);
    expect(rowsOf('manual')).toEqual(['Printers', 'Type R-1', 'Type R-4']);
    expect(rowsOf('azure')).toEqual(['Azure VMs']);
    expect(lastImportAudit()).toEqual({
      format: 'json',
      mode: 'replace',
      created: 1,
      updated: 0,
      unchanged: 1,
      removed: ['R-2', 'R-3'],
    });
  });

  it('keeps every record when the file is refused or empty, and removes nothing without the mode', async () => {
    await importFile(file('R-1', 'R-2'));
    const broken = JSON.stringify([{ providerId: 'R-1', resourceType: 'X', resourceCount: -1 }]);
    expect((await importFile(broken, { mode: 'replace' })).statusCode).toBe(422);
    expect((await importFile('[]', { mode: 'replace' })).statusCode).toBe(422);
    expect((await importFile(file('R-1'))).json()).toEqual(expect.objectContaining({ applied: true, removed: 0 }));
    expect((await providerIds()).filter((id) => id.startsWith('R-'))).toEqual(['R-1', 'R-2']);
    expect((await importFile(file('R-1'), { mode: 'replace', preview: false })).json().removed).toBe(1);
  });

  it('refuses a mode it does not know, and the machine import replaces with an API key', async () => {
    const bad = await portal.app.inject({
      method: 'POST',
      url: `${RecordPaths.importFile('managed-resources', 'resources', customer)}?mode=wipe`,
      headers,
      payload: { format: 'json', content: file('R-1') },
    });
    expect(bad.statusCode).toBe(400);
    await importFile(file('R-1', 'R-2'));
    const created = await portal.app.inject({
      method: 'POST',
      url: ApiKeyPaths.keys,
      headers,
      payload: { name: 'Nightly inventory', routes: null, customerId: customer },
    });
    const machine = await portal.app.inject({
      method: 'POST',
      url: RecordPaths.machineImport('managed-resources', 'resources', customer, { mode: 'replace' }),
      headers: { authorization: `Bearer ${created.json<{ secret: string }>().secret}` },
      payload: { format: 'json', content: file('R-2') },
    });
    expect(machine.json()).toEqual(expect.objectContaining({ applied: true, removed: 1 }));
    expect((await providerIds()).filter((id) => id.startsWith('R-'))).toEqual(['R-2']);
  });
});
