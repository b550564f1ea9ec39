import { ApiKeyPaths, RecordPaths, type RecordImportReport } from '../../../core/contract';
import { DemoCustomers, DemoUsers, textPdf } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { ContractPaths } from '../contract';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal.close());

const customer = DemoCustomers.northwind;
const list = RecordPaths.list('contracts', 'contracts', customer);
const importPath = RecordPaths.importFile('contracts', 'contracts', customer);

const call = async (userId: string | null, method: string, url: string, payload?: unknown) =>
  portal.app.inject({
    method: method as 'GET',
    url,
    headers: userId ? await userHeaders(portal.app, userId) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const asPetra = (method: string, url: string, payload?: unknown) => call(DemoUsers.petra, method, url, payload);

/** Every contract row of every customer, as stored, for "nothing changed" checks. */
const table = () => JSON.stringify(portal.app.portal.db.prepare('SELECT * FROM contracts ORDER BY id').raw().all());
const auditRows = (action: string) =>
  portal.app.portal.db.prepare('SELECT * FROM audit_log WHERE action = ?').all(action) as {
    actor: string;
    customer_id: string;
    target_id: string;
    before: string | null;
    after: string | null;
  }[];

const CSV_HEADER = 'providerId,documentName,signedOn,service,startDate,endDate,autoRenews';
const goodCsv = [
  CSV_HEADER,
  'NW-001,Managed workplace 2026,2026-01-05,Managed workplace,2026-02-01,,true',
  'NW-002,"Backup, daily",2026-01-07,Backup,2026-02-01,2027-01-31,false',
].join('\n');

describe('record types', () => {
  it('lists the declared types with their fields for provider administrators only', async () => {
    const res = await asPetra('GET', RecordPaths.types);
    expect(res.statusCode).toBe(200);
    const contracts = (res.json() as { plugin: string; type: string; fields: { name: string; kind: string }[] }[]).find(
      (t) => t.plugin === 'contracts',
    );
    expect(contracts?.fields.map((f) => f.name)).toEqual([
      'documentName',
      'signedOn',
      'service',
      'startDate',
      'endDate',
      'autoRenews',
      'document',
    ]);
    expect((await call(DemoUsers.anna, 'GET', RecordPaths.types)).statusCode).toBe(403);
  });
});

describe('authorization', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', list],
    ['POST', list, { providerId: 'X-1' }],
    ['PUT', `${list}/portal-1`, {}],
    ['DELETE', `${list}/portal-1`],
    ['POST', importPath, { format: 'csv', content: goodCsv }],
    ['GET', RecordPaths.exportFile('contracts', 'contracts', customer, 'csv')],
  ];
  it.each([
    ['signed out', null, 401],
    ['a user of no customer (carla)', DemoUsers.carla, 403],
    ['a user (bram)', DemoUsers.bram, 403],
    ['a user (dirk)', DemoUsers.dirk, 403],
    ['a customer administrator (anna)', DemoUsers.anna, 403],
  ])('refuses %s every call, writing nothing', async (_who, userId, status) => {
    const before = table();
    for (const [method, url, body] of calls) expect((await call(userId, method, url, body)).statusCode).toBe(status);
    expect(table()).toBe(before);
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect((await asPetra('GET', RecordPaths.list('contracts', 'contracts', 'nobody'))).statusCode).toBe(404);
  });
});

describe('the administration of one record', () => {
  it('creates, changes and deletes a record, each change audited', async () => {
    const created = await asPetra('POST', list, {
      providerId: 'NW-100',
      documentName: 'Security monitoring',
      signedOn: '2026-03-01',
      service: 'SOC',
      startDate: '2026-04-01',
      endDate: '',
      autoRenews: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ providerId: 'NW-100', endDate: null, autoRenews: true, document: null });
    expect(auditRows('contracts.record-created').at(-1)).toMatchObject({
      actor: 'petra.dekker@msp.example',
      customer_id: customer,
      target_id: 'contracts/NW-100',
    });
    expect((await asPetra('POST', list, { providerId: 'NW-100', documentName: 'x' })).statusCode).toBe(409);

    const changed = await asPetra('PUT', `${list}/NW-100`, {
      documentName: 'Security monitoring 24/7',
      signedOn: '2026-03-01',
      service: 'SOC',
      startDate: '2026-04-01',
    });
    expect(changed.statusCode).toBe(200);
    // A change carries the whole record, as the form sends it: a flag left out is "no".
    expect(changed.json()).toMatchObject({ documentName: 'Security monitoring 24/7', autoRenews: false });
    expect(JSON.parse(auditRows('contracts.record-changed').at(-1)!.before!)).toMatchObject({
      documentName: 'Security monitoring',
    });

    expect((await asPetra('DELETE', `${list}/NW-100`)).statusCode).toBe(204);
    expect((await asPetra('DELETE', `${list}/NW-100`)).statusCode).toBe(404);
    expect(auditRows('contracts.record-deleted')).toHaveLength(1);
  });

  it('refuses bad fields with a 400 naming each, in both languages, and writes nothing', async () => {
    const before = table();
    const res = await asPetra('POST', list, {
      providerId: 'bad id!',
      documentName: 'x'.repeat(201),
      signedOn: '2026-02-30',
      service: '',
      startDate: '2026-01-01',
      autoRenews: 'maybe',
    });
    expect(res.statusCode).toBe(400);
    const refused = (res.json() as { refused: { field: string; reason: { en: string; nl: string } }[] }).refused;
    expect(refused.map((r) => r.field).sort()).toEqual(
      ['autoRenews', 'documentName', 'providerId', 'service', 'signedOn'].sort(),
    );
    expect(refused.find((r) => r.field === 'signedOn')?.reason).toEqual({
      en: 'Not a date (YYYY-MM-DD).',
      nl: 'Geen datum (JJJJ-MM-DD).',
    });
    expect(table()).toBe(before);
  });

  it('stores a signed document in the file storage; the customer downloads it once scanned', async () => {
    const pdf = textPdf('Signed', [{ text: 'Signed contract' }]);
    const res = await asPetra('POST', RecordPaths.list('contracts', 'contracts', DemoCustomers.contoso), {
      providerId: 'C-DOC-1',
      documentName: 'Signed with document',
      signedOn: '2026-05-01',
      service: 'Workplace',
      startDate: '2026-05-01',
      document: { fileName: 'signed.pdf', contentType: 'application/pdf', content: pdf.toString('base64') },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ document: { fileName: 'signed.pdf', size: pdf.length } });
    const id = (
      portal.app.portal.db.prepare("SELECT id FROM contracts WHERE provider_id = 'C-DOC-1'").get() as { id: number }
    ).id;
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    let download = await portal.app.inject({ url: ContractPaths.document(String(id)), headers: anna });
    for (let i = 0; i < 50 && download.statusCode === 404; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      download = await portal.app.inject({ url: ContractPaths.document(String(id)), headers: anna });
    }
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const wrongType = await asPetra(
      'PUT',
      `${RecordPaths.list('contracts', 'contracts', DemoCustomers.contoso)}/C-DOC-1`,
      {
        documentName: 'Signed with document',
        signedOn: '2026-05-01',
        service: 'Workplace',
        startDate: '2026-05-01',
        document: { fileName: 'signed.exe', contentType: 'application/x-msdownload', content: 'TVo=' },
      },
    );
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('import and export', () => {
  it('refuses a file with broken lines whole: the table byte-identical after, each refusal reported', async () => {
    const before = table();
    const broken = [
      CSV_HEADER,
      'NW-201,Fine line,2026-01-05,Workplace,2026-02-01,,true',
      'NW-202,,2026-13-01,Workplace,2026-02-01,,true',
      'NW-201,Same id again,2026-01-05,Workplace,2026-02-01,,false',
      'NW-203,Bad flag,2026-01-05,Workplace,2026-02-01,,perhaps',
    ].join('\n');
    const res = await asPetra('POST', importPath, { format: 'csv', content: broken });
    expect(res.statusCode).toBe(422);
    const report = res.json() as RecordImportReport;
    expect(report.applied).toBe(false);
    expect(report.refused.map((r) => [r.line, r.field])).toEqual([
      [3, 'documentName'],
      [3, 'signedOn'],
      [4, 'providerId'],
      [5, 'autoRenews'],
    ]);
    expect(report.refused[0]!.reason.nl).toBe('Een waarde is verplicht.');
    expect(table()).toBe(before);

    const json = await asPetra('POST', importPath, {
      format: 'json',
      content: '[{"providerId": "A", "colour": 1}, 3]',
    });
    expect(json.statusCode).toBe(422);
    expect((json.json() as RecordImportReport).refused.map((r) => [r.line, r.field])).toEqual([
      [1, 'documentName'],
      [1, 'signedOn'],
      [1, 'service'],
      [1, 'startDate'],
      [1, 'colour'],
      [2, ''],
    ]);
    expect((await asPetra('POST', importPath, { format: 'json', content: '{not json' })).statusCode).toBe(422);
    expect((await asPetra('POST', importPath, { format: 'csv', content: `${CSV_HEADER}\n"open` })).statusCode).toBe(
      422,
    );
    expect(table()).toBe(before);
  });

  it('imports all at once, upserting on the provider id; a re-import changes nothing', async () => {
    const first = await asPetra('POST', importPath, { format: 'csv', content: goodCsv });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ applied: true, created: 2, updated: 0, unchanged: 0 });
    const after = table();
    const again = await asPetra('POST', importPath, { format: 'csv', content: goodCsv });
    expect(again.json()).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 2 });
    expect(table()).toBe(after);

    const changed = goodCsv.replace('Backup, daily', 'Backup, hourly');
    expect((await asPetra('POST', importPath, { format: 'csv', content: changed })).json()).toMatchObject({
      updated: 1,
      unchanged: 1,
    });
  });

  it('exports CSV and JSON that import back unchanged', async () => {
    for (const format of ['csv', 'json'] as const) {
      const exported = await asPetra('GET', RecordPaths.exportFile('contracts', 'contracts', customer, format));
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(/attachment/);
      const before = table();
      const back = await asPetra('POST', importPath, { format, content: exported.body });
      expect(back.json()).toMatchObject({ applied: true, created: 0, updated: 0 });
      expect(table()).toBe(before);
    }
  });

  it("takes the same import from the provider's systems with an API key, never with a session", async () => {
    const machine = RecordPaths.machineImport('contracts', 'contracts', customer);
    const send = (authorization?: string) =>
      portal.app.inject({
        method: 'POST',
        url: machine,
        headers: authorization ? { authorization } : {},
        payload: { format: 'csv', content: goodCsv.replace('Managed workplace 2026', 'Managed workplace 2027') },
      });
    const keyFor = async (customerId: string) => {
      const created = await asPetra('POST', ApiKeyPaths.keys, {
        name: `Import ${customerId}`,
        routes: null,
        customerId,
      });
      expect(created.statusCode).toBe(201);
      return `Bearer ${created.json<{ secret: string }>().secret}`;
    };
    const before = table();
    expect((await send()).statusCode).toBe(401);
    expect((await send(`Bearer ${'b'.repeat(40)}`)).statusCode).toBe(401);
    // A key limited to another customer is refused, and nothing is written.
    expect((await send(await keyFor(DemoCustomers.contoso))).statusCode).toBe(403);
    expect(table()).toBe(before);
    const res = await send(await keyFor(customer));
    expect(res.statusCode).toBe(200);
    // The earlier test changed one of the two records; the machine's file sets both back and renames one.
    expect(res.json()).toMatchObject({ applied: true, updated: 2 });
    expect(auditRows('contracts.records-imported').at(-1)).toMatchObject({ actor: 'records import (machine)' });
  });
});
