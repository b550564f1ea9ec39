import { ApiPaths } from '../../../core/contract';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { InvoicePaths } from '../contract';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal.close());

const get = async (url: string, user: string = DemoUsers.anna) =>
  portal.app.inject({ url, headers: await userHeaders(portal.app, user) });
const month = (monthsAgo: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 7);
};
const stored = () => ({ invoices: count(portal.app, 'invoices'), lines: count(portal.app, 'invoice_lines') });

describe('GET /api/invoices', () => {
  it("lists the active customer's twelve invoices, newest first, with VAT included and the status as the reader sees it", async () => {
    const response = await get(InvoicePaths.list);
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      id: string;
      number: string;
      date: string;
      amount: number;
      status: string;
      currency: string;
    }[];
    expect(list).toHaveLength(12);
    expect(list.every((invoice) => invoice.id.startsWith('inv-contoso-'))).toBe(true);
    expect(list.map((invoice) => invoice.date)).toEqual([...list.map((invoice) => invoice.date)].sort().reverse());
    expect(list.map((invoice) => invoice.status).slice(0, 4)).toEqual(['open', 'paid', 'overdue', 'paid']);
    // 48 x 39.50 + 49 x 33.70 + Azure, plus 21% VAT: more than two thousand euros, in cents exactly.
    expect(list[0]).toMatchObject({ currency: 'EUR', amount: expect.any(Number) });
    expect(list[0]!.amount).toBeGreaterThan(5000);
    expect(Math.round(list[0]!.amount * 100)).toBe(list[0]!.amount * 100);
  });

  it('filters by status and by period (months, inclusive)', async () => {
    expect(
      (await get(`${InvoicePaths.list}?status=overdue`)).json().map((i: { date: string }) => i.date.slice(0, 7)),
    ).toEqual([month(2)]);
    const period = (await get(`${InvoicePaths.list}?from=${month(5)}&to=${month(3)}`)).json() as { date: string }[];
    expect(period.map((i) => i.date.slice(0, 7))).toEqual([month(3), month(4), month(5)]);
    expect((await get(`${InvoicePaths.list}?status=paid&from=${month(2)}&to=${month(0)}`)).json()).toHaveLength(1);
  });

  it.each([
    ['an unknown status', '?status=late'],
    ['a day instead of a month', '?from=2026-01-01'],
    ['month 13', '?to=2026-13'],
    ['from after to', '?from=2026-10&to=2026-09'],
    ['an unknown parameter', '?customerId=fabrikam'],
  ])('answers 400 for %s and writes nothing', async (_label, query) => {
    const before = stored();
    const response = await get(`${InvoicePaths.list}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(stored()).toEqual(before);
  });

  it('answers 401 signed out, 403 without the account permission (dirk), 403 to an unauthorized user (carla)', async () => {
    expect((await portal.app.inject({ url: InvoicePaths.list })).statusCode).toBe(401);
    expect((await get(InvoicePaths.list, DemoUsers.dirk)).statusCode).toBe(403);
    expect((await get(InvoicePaths.list, DemoUsers.carla)).statusCode).toBe(403);
  });

  it("answers Fabrikam's invoices once anna switches to Fabrikam, and 404 where the customer does not enable the plugin", async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ApiPaths.activeCustomer,
          headers: anna,
          payload: { customerId: DemoCustomers.fabrikam },
        })
      ).statusCode,
    ).toBe(200);
    try {
      const list = (await portal.app.inject({ url: InvoicePaths.list, headers: anna })).json() as { id: string }[];
      expect(list).toHaveLength(12);
      expect(list.every((invoice) => invoice.id.startsWith('inv-fabrikam-'))).toBe(true);
      // Contoso's invoice is not Fabrikam's: 404, not 403, so ids of other customers are not confirmed.
      expect(
        (await portal.app.inject({ url: InvoicePaths.pdf(`inv-contoso-${month(1)}`), headers: anna })).statusCode,
      ).toBe(404);
    } finally {
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: anna,
        payload: { customerId: DemoCustomers.contoso },
      });
    }
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['claims']);
    try {
      expect((await get(InvoicePaths.list)).statusCode).toBe(404);
    } finally {
      setCustomerPlugins(portal.app, DemoCustomers.contoso, null);
    }
  });
});

describe('GET /api/invoices/:id/pdf', () => {
  it('sends the invoice as a PDF attachment with issuer, customer, number, dates, lines, VAT and total', async () => {
    const response = await get(`${InvoicePaths.pdf(`inv-contoso-${month(1)}`)}?lang=nl`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoice-\d{4}-CZ\d{5}\.pdf"$/);
    const text = response.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    for (const part of [
      'Example MSP B.V.',
      'FACTUUR',
      'Factuur aan: Contoso Zorg',
      'Factuurnummer',
      'Vervaldatum',
      'Microsoft 365 E3 licences',
      'Btw 21%',
      'Totaal',
    ]) {
      expect([part, text.includes(part)]).toEqual([part, true]);
    }
  });

  it('answers 404 for an unknown id, 400 for an unknown language, 403 without the permission', async () => {
    expect((await get(InvoicePaths.pdf('inv-nothing'))).statusCode).toBe(404);
    expect((await get(`${InvoicePaths.pdf(`inv-contoso-${month(1)}`)}?lang=de`)).statusCode).toBe(400);
    expect((await get(InvoicePaths.pdf(`inv-contoso-${month(1)}`), DemoUsers.dirk)).statusCode).toBe(403);
  });
});
