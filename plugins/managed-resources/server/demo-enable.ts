import type { DemoSeedContext } from '../../../server/plugin-api';

/**
 * Adds the plugin to a demo customer's plugin list, when the customer has one (Fabrikam's names the plugins
 * it uses): the demo shows the plugin there without the core's seed naming it.
 */
export function enableForDemoCustomer(demo: DemoSeedContext, customerId: string, pluginId: string): void {
  const row = demo.db.prepare('SELECT plugins FROM customers WHERE id = ?').get(customerId) as { plugins: string | null } | undefined;
  if (!row?.plugins) return;
  const plugins = JSON.parse(row.plugins) as unknown;
  if (!Array.isArray(plugins) || plugins.includes(pluginId)) return;
  demo.db.prepare('UPDATE customers SET plugins = ? WHERE id = ?').run(JSON.stringify([...plugins, pluginId]), customerId);
}
