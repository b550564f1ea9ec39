import type Database from 'better-sqlite3';
import { DemoCustomers } from './demo-ids';

const branding = (id: string) => ({
  logo: `/static/customers/${id}/logo.svg`,
  css: `/static/customers/${id}/custom.css`,
});

/** The demo customers' Microsoft tenants: the Microsoft cloud emulator's demo tenants (the demo connects them). */
export const DEMO_CUSTOMER_TENANTS: Readonly<Record<string, string>> = {
  [DemoCustomers.contoso]: '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b01',
  [DemoCustomers.fabrikam]: '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b02',
  [DemoCustomers.northwind]: '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b03',
};

/**
 * Three customers, each with its own logo, theme, stylesheet and Microsoft tenant; Fabrikam's plugin list omits
 * recommendations.
 */
export function seedCustomers(db: Database.Database): void {
  const insert = db.prepare(
    `INSERT INTO customers (id, name, logo_url, theme, custom_stylesheet, plugins, monitoring_location, sort_order)
     VALUES (@id, @name, @logo, @theme, @css, @plugins, @monitoring, @order)`,
  );
  const rows = [
    { id: DemoCustomers.contoso, name: 'Contoso Zorg', theme: 'theme1', plugins: null, order: 1 },
    {
      id: DemoCustomers.fabrikam,
      name: 'Fabrikam Logistiek',
      theme: 'theme2',
      plugins: JSON.stringify([
        'report',
        'claims',
        'html',
        'link',
        'subscriptions',
        'notifications',
        'service-requests',
        'azure-subscription',
        'microsoft-cloud',
      ]),
      order: 2,
    },
    { id: DemoCustomers.northwind, name: 'Northwind Bouw', theme: 'theme-dark', plugins: null, order: 3 },
  ];
  for (const row of rows) {
    insert.run({ ...row, ...branding(row.id), monitoring: `https://monitoring.example.com/customers/${row.id}` });
    db.prepare('INSERT INTO customer_tenants (tenant_id, customer_id) VALUES (?, ?)').run(
      DEMO_CUSTOMER_TENANTS[row.id],
      row.id,
    );
  }
}
