import { DemoCustomers, type DemoSeedContext } from '../../../server/plugin-api';
import { INVOICES_PERMISSION } from './access';

interface DemoLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const monthName = (time: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(time);

/** A steady but not flat figure for month `index` (0 = oldest): cloud use varies, and the demo should show it. */
const wobble = (base: number, index: number, spread: number) =>
  Math.round(base + Math.sin(index * 1.7) * spread + index * (spread / 6));

const CUSTOMERS = [
  {
    id: DemoCustomers.contoso,
    code: 'CZ',
    locale: 'en-GB',
    lines: (index: number, month: number): DemoLine[] => [
      { description: 'Managed workplace (per user per month)', quantity: 48, unitPriceCents: 3950 },
      { description: 'Microsoft 365 E3 licences', quantity: 49, unitPriceCents: 3370 },
      {
        description: `Azure consumption ${monthName(month, 'en-GB')}`,
        quantity: 1,
        unitPriceCents: wobble(238_000, index, 32_000),
      },
      ...(new Date(month).getUTCMonth() % 3 === 0
        ? [{ description: 'Security monitoring (SOC), quarterly', quantity: 1, unitPriceCents: 185_000 }]
        : []),
    ],
  },
  {
    id: DemoCustomers.fabrikam,
    code: 'FL',
    locale: 'nl-NL',
    lines: (index: number, month: number): DemoLine[] => [
      { description: 'Beheer servers (per server per maand)', quantity: 12, unitPriceCents: 8500 },
      { description: 'Microsoft 365 Business Premium', quantity: 64, unitPriceCents: 2060 },
      {
        description: `Azure-verbruik ${monthName(month, 'nl-NL')}`,
        quantity: 1,
        unitPriceCents: wobble(104_000, index, 18_000),
      },
      {
        description: 'Ondersteuning op locatie (uren)',
        quantity: [3, 6, 2.5, 8, 4, 1.5][index % 6]!,
        unitPriceCents: 9500,
      },
    ],
  },
] as const;

/**
 * Twelve monthly invoices per customer up to this month (dated the 1st, due 30 days later): the current one
 * open, the one of two months ago unpaid and so overdue, the others paid about three weeks after the date.
 */
export function seedInvoices(demo: DemoSeedContext, now = Date.now()): void {
  const today = new Date(now);
  for (const customer of CUSTOMERS) {
    const data = demo.data.forCustomer(customer.id);
    for (let index = 0; index < 12; index += 1) {
      const monthsAgo = 11 - index;
      const month = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1);
      const date = new Date(month);
      const number = `${date.getUTCFullYear()}-${customer.code}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(40 + index).padStart(3, '0')}`;
      const id = `inv-${customer.id}-${iso(month).slice(0, 7)}`;
      const paid = monthsAgo === 0 || monthsAgo === 2 ? null : iso(month + (20 + (index % 5)) * DAY);
      data.table('invoices').insert({
        id,
        number,
        invoice_date: iso(month),
        due_date: iso(month + 30 * DAY),
        paid_at: paid,
        currency: 'EUR',
        vat_percent: 21,
      });
      customer.lines(index, month).forEach((line, order) =>
        data.table('invoice_lines').insert({
          invoice_id: id,
          description: line.description,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          sort_order: order,
        }),
      );
    }
  }
  const permission = INVOICES_PERMISSION;
  demo.addActions(DemoCustomers.contoso, [
    { id: 1661, type: 'invoices', title: 'Invoices', permission, menu: { id: 16611, order: 3 } },
  ]);
  demo.enableForCustomer(DemoCustomers.fabrikam);
  demo.addActions(DemoCustomers.fabrikam, [
    { id: 1664, type: 'invoices', title: 'Facturen', permission, menu: { id: 16614, order: 3 } },
  ]);
}
