import { createHash } from 'node:crypto';
import { RecordPaths, type RecordImportReport } from '../../../core/contract';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { InvoicePaths } from '../contract';

jest.setTimeout(120_000);

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(async () => {
  await portal.close();
});

const customer = DemoCustomers.northwind;
const importPath = RecordPaths.importFile('invoices', 'invoices', customer);
const HEADER = 'providerId,invoiceDate,dueDate,paidAt,amount,vatPercent,currency';

/** n invoices as the provider's bookkeeping would export them. */
function invoicesCsv(n: number): string[] {
  const lines = [HEADER];
  for (let i = 1; i <= n; i += 1) {
    const month = String((i % 12) + 1).padStart(2, '0');
    const paid = i % 3 === 0 ? `2025-${month}-20` : '';
    lines.push(`INV-${String(i).padStart(6, '0')},2025-${month}-01,2025-${month}-28,${paid},${(i % 997) + 0.5},21,EUR`);
  }
  return lines;
}

/** Every invoice row, hashed: "the table is byte-identical". */
const tableHash = () =>
  createHash('sha256')
    .update(JSON.stringify(portal.app.portal.db.prepare('SELECT * FROM invoices ORDER BY id').raw().all()))
    .digest('hex');

const post = async (content: string) =>
  portal.app.inject({
    method: 'POST',
    url: importPath,
    headers: await userHeaders(portal.app, DemoUsers.petra),
    payload: { format: 'csv', content },
  });

describe('importing invoices', () => {
  it('refuses a file of 10,000 invoices with broken lines whole, reporting each; the table stays byte-identical', async () => {
    const lines = invoicesCsv(10_000);
    lines[17] = 'INV-000017,2025-02-30,2025-03-28,,12.50,21,EUR';
    lines[4_711] = 'INV-004711,2025-05-01,2025-05-28,,twelve,21,EUR';
    lines[9_000] = 'INV-008999,2025-05-01,2025-05-28,,10,21,EUR';
    lines[9_500] = 'INV-009500,2025-05-01,2025-05-28,,10,21,YEN';
    const before = tableHash();
    const res = await post(lines.join('\n'));
    expect(res.statusCode).toBe(422);
    const report = res.json() as RecordImportReport;
    process.stdout.write(
      `Refusal report of a 10,000-invoice file with broken lines:\n${JSON.stringify(report.refused, null, 1)}\n`,
    );
    expect(report.refused.map((r) => [r.line, r.field])).toEqual([
      [18, 'invoiceDate'],
      [4712, 'amount'],
      [9001, 'providerId'],
      [9501, 'currency'],
    ]);
    expect(tableHash()).toBe(before);
  });

  it('imports 10,000 invoices in one go, and a re-import changes nothing', async () => {
    const content = invoicesCsv(10_000).join('\n');
    const started = performance.now();
    const res = await post(content);
    const took = performance.now() - started;
    process.stdout.write(`Import of 10,000 invoices (CSV, ${content.length} bytes): ${Math.round(took)} ms\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, created: 10_000, updated: 0, unchanged: 0 });
    const after = tableHash();

    const again = await post(content);
    expect(again.json()).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 10_000 });
    expect(tableHash()).toBe(after);

    // The customer sees them with the amount including VAT.
    const list = await portal.app.inject({
      url: `${InvoicePaths.list}?from=2025-02&to=2025-02`,
      headers: await userHeaders(portal.app, DemoUsers.bram),
    });
    expect(list.statusCode).toBe(200);
    const invoice = (list.json() as { number: string; amount: number }[]).find((i) => i.number === 'INV-000001');
    // 1.50 plus 21% VAT (0.315, rounded half up once on the invoice).
    expect(invoice?.amount).toBe(1.82);
  });
});
