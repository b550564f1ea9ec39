import Database from 'better-sqlite3';
import { coreMigrations } from '../db/core-schema';
import { migrate } from '../db/migrate';
import * as administrationOperations from '../admin/administration-operations';
import { administrationOf } from './administration';

describe('administrationOf', () => {
  test("hands out exactly administration-operations' exports, each bound to the database, beside menus and transaction", () => {
    const db = new Database(':memory:');
    migrate(db, [{ name: 'core-data', migrations: coreMigrations }]);
    db.exec("INSERT INTO customers (id, name) VALUES ('acme', 'Acme')");
    const admin = administrationOf(db);
    const operationNames = Object.keys(administrationOperations).sort();

    expect(Object.keys(admin).sort()).toEqual([...operationNames, 'menus', 'transaction'].sort());
    expect(operationNames).toContain('listCustomers');
    for (const name of operationNames) expect(typeof admin[name as keyof typeof admin]).toBe('function');
    expect(admin.requireCustomer('acme').name).toBe('Acme');
    db.close();
  });
});
