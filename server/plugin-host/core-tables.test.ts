import bundledPlugins from 'virtual:server-plugins';
import { features as coreFeatures } from '../features';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { defineServerPlugin } from '../plugin-api/define';
import { PluginData, tablesCreatedBy, tablesOfPlugin } from './scoped-data';

const coreMigrations = coreFeatures.flatMap((feature) => feature.migrations ?? []);
const pluginFeatures = Object.values(bundledPlugins).map((plugin) => ({
  name: plugin.id,
  migrations: [...(plugin.migrations ?? [])],
}));

describe('core tables a plugin uses', () => {
  test('no bundled plugin restates a core table: its migrations create none of them', () => {
    const coreTables = new Set(tablesCreatedBy(coreMigrations).keys());
    const restated = Object.values(bundledPlugins).flatMap((plugin) =>
      [...tablesCreatedBy(plugin.migrations ?? []).keys()]
        .filter((table) => coreTables.has(table))
        .map((table) => `${plugin.id}: ${table}`),
    );
    expect(restated).toEqual([]);
  });

  test('a plugin may declare only the core tables the core hands out', () => {
    expect(() => defineServerPlugin({ id: 'greedy', coreTables: ['sessions' as 'report_log'] })).toThrow(
      /asks for core table "sessions"; the core hands out only: report_log/,
    );
  });

  test.each([
    ['a new database', false],
    ['a database that applied the former report-004', true],
  ])(
    '%s migrates (on PostgreSQL: a copy of one migrated there), and the report plugin opens report_log scoped to the customer',
    (_, recordedReport004) => {
      const db = openDatabase(':memory:');
      migrate(db, [{ name: 'core', migrations: coreMigrations }]);
      if (recordedReport004)
        db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(
          'report-004',
          '2026-11-29T05:05:46Z',
        );
      migrate(db, pluginFeatures);
      expect(db.prepare('SELECT id FROM schema_migrations').pluck().all()).toContain('report-002');
      expect(migrate(db, [{ name: 'core', migrations: coreMigrations }, ...pluginFeatures])).toEqual([]);

      const report = bundledPlugins.report!;
      const data = new PluginData(db, 'report', tablesOfPlugin(report.migrations ?? [], report.coreTables));
      const row = { user_id: 'u1', action_id: 1, event: 'page-loaded', page: 'p', created_at: '2026-11-29T08:00:00Z' };
      data.forCustomer('c1').table('report_log').insert(row);
      data.forCustomer('c2').table('report_log').insert(row);
      expect(data.forCustomer('c1').table('report_log').count()).toBe(1);
      expect(db.prepare('SELECT customer_id FROM report_log ORDER BY customer_id').pluck().all()).toEqual(['c1', 'c2']);
      db.close();
    },
  );
});
