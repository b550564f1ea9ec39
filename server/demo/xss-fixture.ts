import type Database from 'better-sqlite3';
import { insertMenu } from './seed-menus';

export const XSS_PROBE = '<img src=x onerror=alert(1)>';
export const XSS_CUSTOMER_ID = 'xss-probe';
export const XSS_USER_ID = 'xss-user';

/**
 * Test-only fixture (never part of the demo): a customer and a menu item whose names carry an XSS probe,
 * to prove the sign-in page, the SPA and the API never turn data into markup.
 */
export function seedXssFixture(db: Database.Database): void {
  db.prepare(
    `INSERT INTO customers (id, name, logo_url, theme, custom_stylesheet, plugins, monitoring_location, sort_order)
     VALUES (?, ?, NULL, 'theme1', NULL, NULL, NULL, 99)`,
  ).run(XSS_CUSTOMER_ID, `Probe ${XSS_PROBE} BV`);
  db.prepare(
    `INSERT INTO users (id, user_name, email, first_name, last_name, oid, is_authorized, permissions, active_customer_id, demo_description, sort_order)
     VALUES (?, ?, ?, ?, 'Probe', 'xss-oid', 1, '["reports"]', ?, ?, 99)`,
  ).run(
    XSS_USER_ID,
    `probe${XSS_PROBE}@example.com`,
    'probe@example.com',
    `X${XSS_PROBE}`,
    XSS_CUSTOMER_ID,
    `Describes ${XSS_PROBE}`,
  );
  db.prepare('INSERT INTO user_customers (user_id, customer_id, sort_order) VALUES (?, ?, 0)').run(
    XSS_USER_ID,
    XSS_CUSTOMER_ID,
  );
  insertMenu(
    db,
    XSS_CUSTOMER_ID,
    [{ id: 901, type: 'html', title: `Probe ${XSS_PROBE}`, data: { html: `<p>probe</p>${XSS_PROBE}` } }],
    [{ id: 9001, kind: 'action', name: `Rapport ${XSS_PROBE}`, action: 901 }],
  );
}
