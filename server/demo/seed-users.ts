import type Database from 'better-sqlite3';
import { ALL_PERMISSIONS, DemoCustomers, DemoUsers } from './demo-ids';

const days = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();

interface DemoUser {
  id: string;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  oid: string;
  isAuthorized: boolean;
  permissions: readonly string[];
  runAsUser: string | null;
  activeCustomerId: string | null;
  deletion: { requested: string; date: string } | null;
  description: string;
  customers: string[];
  tenants: [string, string][];
  /** A provider administrator (issue 13): administers every customer and user. */
  isProviderAdmin?: boolean;
  /** The customers (of `customers`) where the user is a customer administrator. */
  customerAdminOf?: string[];
}

export const demoUsers: DemoUser[] = [
  {
    id: DemoUsers.anna,
    userName: 'anna.devries@contoso.example',
    email: 'anna.devries@contoso.example',
    firstName: 'Anna',
    lastName: 'de Vries',
    oid: '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e01',
    isAuthorized: true,
    permissions: ALL_PERMISSIONS,
    runAsUser: 'pieter.bakker@msp.example',
    activeCustomerId: DemoCustomers.contoso,
    deletion: { requested: days(300), date: days(420) },
    description:
      'Two customers (Contoso Zorg, Fabrikam Logistiek) with a customer switch, a run-as user, every permission, a homepage item at Contoso and a scheduled account deletion; customer administrator of Contoso Zorg.',
    customers: [DemoCustomers.contoso, DemoCustomers.fabrikam],
    customerAdminOf: [DemoCustomers.contoso],
    tenants: [
      ['8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b01', 'Contoso Zorg (contosozorg.onmicrosoft.com)'],
      ['8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b02', 'Fabrikam Logistiek (fabrikamlog.onmicrosoft.com)'],
    ],
  },
  {
    id: DemoUsers.bram,
    userName: 'bram.jansen@northwind.example',
    email: 'bram.jansen@northwind.example',
    firstName: 'Bram',
    lastName: 'Jansen',
    oid: '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e02',
    isAuthorized: true,
    permissions: ALL_PERMISSIONS,
    runAsUser: null,
    activeCustomerId: DemoCustomers.northwind,
    deletion: null,
    description: 'One customer (Northwind Bouw, dark theme) and a default action on the home page.',
    customers: [DemoCustomers.northwind],
    tenants: [['8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b03', 'Northwind Bouw (northwindbouw.onmicrosoft.com)']],
  },
  {
    id: DemoUsers.carla,
    userName: 'carla.smit@example.com',
    email: 'carla.smit@example.com',
    firstName: 'Carla',
    lastName: 'Smit',
    oid: '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e03',
    isAuthorized: false,
    permissions: [],
    runAsUser: null,
    activeCustomerId: null,
    deletion: null,
    description: 'Signed in but not authorized: no customers, sees "Not authorized to view this page".',
    customers: [],
    tenants: [],
  },
  {
    id: DemoUsers.dirk,
    userName: 'dirk.visser@contoso.example',
    email: 'dirk.visser@contoso.example',
    firstName: 'Dirk',
    lastName: 'Visser',
    oid: '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e04',
    isAuthorized: true,
    permissions: ['reports', 'support'],
    runAsUser: null,
    activeCustomerId: DemoCustomers.contoso,
    deletion: null,
    description:
      'Restricted permissions at Contoso Zorg (reports and support only): the licence and recommendation menu items are hidden.',
    customers: [DemoCustomers.contoso],
    tenants: [['8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b01', 'Contoso Zorg (contosozorg.onmicrosoft.com)']],
  },
  {
    id: DemoUsers.petra,
    userName: 'petra.dekker@msp.example',
    email: 'petra.dekker@msp.example',
    firstName: 'Petra',
    lastName: 'Dekker',
    oid: '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e05',
    isAuthorized: true,
    permissions: [],
    runAsUser: null,
    activeCustomerId: null,
    deletion: null,
    description:
      "Provider administrator: administers every customer and user through the admin API (/api/admin) and 'npm run admin'.",
    customers: [],
    tenants: [],
    isProviderAdmin: true,
  },
];

/** The demo users of the sign-in page, their customers and tenants. */
export function seedUsers(db: Database.Database): void {
  const insertUser = db.prepare(
    `INSERT INTO users (id, user_name, email, first_name, last_name, oid, is_authorized, permissions, run_as_user,
       active_customer_id, account_deletion_request_date, account_deletion_date, demo_description, sort_order, is_provider_admin)
     VALUES (@id, @userName, @email, @firstName, @lastName, @oid, @isAuthorized, @permissions, @runAsUser,
       @activeCustomerId, @requested, @date, @description, @order, @providerAdmin)`,
  );
  const insertMembership = db.prepare(
    'INSERT INTO user_customers (user_id, customer_id, sort_order, role) VALUES (?, ?, ?, ?)',
  );
  const insertTenant = db.prepare(
    'INSERT INTO tenants (user_id, tenant_id, tenant_name, sort_order) VALUES (?, ?, ?, ?)',
  );
  demoUsers.forEach((u, order) => {
    insertUser.run({
      ...u,
      isAuthorized: u.isAuthorized ? 1 : 0,
      providerAdmin: u.isProviderAdmin ? 1 : 0,
      permissions: JSON.stringify(u.permissions),
      requested: u.deletion?.requested ?? null,
      date: u.deletion?.date ?? null,
      order,
    });
    u.customers.forEach((c, i) =>
      insertMembership.run(u.id, c, i, u.customerAdminOf?.includes(c) ? 'customer-admin' : 'user'),
    );
    u.tenants.forEach(([id, name], i) => insertTenant.run(u.id, id, name, i));
  });
}
