import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAdminArgs, runAdminCommand } from './admin-command';
import { parseCsv } from './csv';

describe('parseAdminArgs', () => {
  it.each([
    [
      ['bootstrap', '--email', 'p@msp.example', '--name', 'Petra Dekker'],
      { name: 'bootstrap', email: 'p@msp.example', personName: 'Petra Dekker', force: false },
    ],
    [
      ['bootstrap', '--email=p@msp.example', '--force', '--customer', 'acme'],
      { name: 'bootstrap', email: 'p@msp.example', customerId: 'acme', force: true },
    ],
    [['import-users', 'users.csv'], { name: 'import-users', file: 'users.csv' }],
  ])('reads %j', (argv, parsed) => expect(parseAdminArgs(argv)).toMatchObject(parsed));

  it.each([
    [[], /Say which command/],
    [['drop-all'], /Unknown command "drop-all"/],
    [['bootstrap'], /--email is required/],
    [['bootstrap', '--email', 'p@msp.example', '--role', 'x'], /Unknown option '--role'/],
    [['import-customers'], /takes one file/],
    [['import-customers', 'a.csv', 'b.csv'], /takes one file/],
  ])('refuses %j', (argv, message) => {
    const parsed = parseAdminArgs(argv);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF, a BOM, and skips blank lines', () => {
    const parsed = parseCsv('\uFEFFId,Name\r\nacme,"Acme, ""Zorg"""\r\n\r\nbeta,"two\nlines"\n');
    expect(parsed).toEqual({
      ok: true,
      header: ['id', 'name'],
      rows: [
        { line: 2, cells: { id: 'acme', name: 'Acme, "Zorg"' } },
        { line: 4, cells: { id: 'beta', name: 'two\nlines' } },
      ],
    });
  });

  it('names the line of a row with the wrong number of cells, and an unclosed quote', () => {
    expect(parseCsv('id,name\nacme\n')).toEqual({ ok: false, error: 'line 2: 1 cells, the header has 2' });
    expect(parseCsv('id,name\nacme,"open\n')).toEqual({ ok: false, error: 'line 2: a quoted cell is not closed' });
  });
});

/** The real command line's entry (`npm run admin -- ...` runs it in dist-server/main.mjs) on a database in a temp folder. */
describe('runAdminCommand', () => {
  let root: string;
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const env = () => ({
    DATABASE_FILE: 'data/portal.sqlite',
    SESSION_SECRET: 'k'.repeat(8) + 'Zq3vX9pL2mN7rT4wY6bH1cJ5dF8gS0aE',
    PUBLIC_ORIGIN: 'https://portal.example.com',
    DEMO_MODE: 'false',
  });
  const run = (argv: string[]) => runAdminCommand(argv, env(), root, out, root);
  const query = <T>(sql: string): T[] => {
    const db = new Database(path.join(root, 'data/portal.sqlite'), { readonly: true });
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  };
  const file = (name: string, text: string) => writeFileSync(path.join(root, name), text);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-admin-'));
    lines.length = 0;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('bootstraps the first provider administrator of an empty database, then refuses another unless forced', async () => {
    expect(await run(['bootstrap', '--email', 'Petra@MSP.example', '--name', 'Petra Dekker'])).toBe(0);
    expect(lines.join('\n')).toContain('petra@msp.example is now a provider administrator (new user).');
    expect(lines.join('\n')).toContain('Sign in at https://portal.example.com/account/login');
    expect(query('SELECT user_name, first_name, last_name, is_provider_admin, is_authorized, oid FROM users')).toEqual([
      {
        user_name: 'petra@msp.example',
        first_name: 'Petra',
        last_name: 'Dekker',
        is_provider_admin: 1,
        is_authorized: 1,
        oid: '',
      },
    ]);
    expect(query<{ action: string }>('SELECT action, actor FROM audit_log ORDER BY id')).toEqual([
      { action: 'user.create', actor: 'command line' },
      { action: 'user.grant-provider-admin', actor: 'command line' },
    ]);

    lines.length = 0;
    expect(await run(['bootstrap', '--email', 'other@msp.example'])).toBe(2);
    expect(lines.join('\n')).toMatch(/There is a provider administrator already \(1\).*--force/);
    expect(query('SELECT user_name FROM users')).toHaveLength(1);
    // Running it again for the same person changes nothing.
    expect(await run(['bootstrap', '--email', 'petra@msp.example'])).toBe(0);
    expect(query('SELECT id FROM audit_log')).toHaveLength(2);
    expect(await run(['bootstrap', '--email', 'other@msp.example', '--force'])).toBe(0);
    expect(query('SELECT user_name FROM users WHERE is_provider_admin = 1 ORDER BY user_name')).toEqual([
      { user_name: 'other@msp.example' },
      { user_name: 'petra@msp.example' },
    ]);
  });

  it('imports customers and users from CSV, idempotently, and bootstraps with an invitation link into a customer', async () => {
    file(
      'customers.csv',
      'id,name,theme,plugins,monitoring_location\nacme,Acme Zorg,theme2,report;claims,https://monitoring.example.com/acme\nbeta,"Beta, BV",,,\n',
    );
    expect(await run(['import-customers', 'customers.csv'])).toBe(0);
    expect(lines.pop()).toBe('Customers: 2 created, 0 updated, 0 unchanged.');
    expect(query('SELECT id, name, theme, plugins, monitoring_location FROM customers ORDER BY id')).toEqual([
      {
        id: 'acme',
        name: 'Acme Zorg',
        theme: 'theme2',
        plugins: '["report","claims"]',
        monitoring_location: 'https://monitoring.example.com/acme',
      },
      { id: 'beta', name: 'Beta, BV', theme: null, plugins: null, monitoring_location: null },
    ]);
    expect(await run(['import-customers', 'customers.csv'])).toBe(0);
    expect(lines.pop()).toBe('Customers: 0 created, 0 updated, 2 unchanged.');

    file(
      'users.csv',
      'email,first_name,last_name,customer_id,role\neva@acme.example,Eva,Bos,acme,customer-admin\neva@acme.example,Eva,Bos,beta,\nbo@beta.example,Bo,,beta,user\n',
    );
    expect(await run(['import-users', 'users.csv'])).toBe(0);
    expect(lines.pop()).toBe('Users: 2 created, 3 memberships added or changed, 0 unchanged.');
    expect(
      query(
        'SELECT u.user_name, uc.customer_id, uc.role FROM user_customers uc JOIN users u ON u.id = uc.user_id ORDER BY 1, 2',
      ),
    ).toEqual([
      { user_name: 'bo@beta.example', customer_id: 'beta', role: 'user' },
      { user_name: 'eva@acme.example', customer_id: 'acme', role: 'customer-admin' },
      { user_name: 'eva@acme.example', customer_id: 'beta', role: 'user' },
    ]);
    const audit = query('SELECT id FROM audit_log').length;
    expect(await run(['import-users', 'users.csv'])).toBe(0);
    expect(lines.pop()).toBe('Users: 0 created, 0 memberships added or changed, 3 unchanged.');
    expect(query('SELECT id FROM audit_log')).toHaveLength(audit);

    expect(await run(['bootstrap', '--email', 'petra@msp.example', '--customer', 'acme'])).toBe(0);
    expect(lines.join('\n')).toMatch(
      /Invited petra@msp\.example to customer acme\. Link \(single use, valid until .*\): https:\/\/portal\.example\.com\/account\/invitation\/[A-Za-z0-9_-]{43}/,
    );
    expect(query("SELECT role FROM invitations WHERE email = 'petra@msp.example'")).toEqual([
      { role: 'customer-admin' },
    ]);
  });

  it('checks every row first and writes nothing when one is bad, naming the lines', async () => {
    file('customers.csv', 'id,name\nacme,Acme\nBad Id,X\nacme,Again\nok,\n');
    expect(await run(['import-customers', 'customers.csv'])).toBe(2);
    expect(lines.join('\n')).toBe(
      [
        'customers.csv: nothing was imported, 3 problems:',
        '  line 3: id must be lower-case letters, digits and hyphens (at most 64), got "Bad Id"',
        '  line 4: customer "acme" is on line 2 already',
        '  line 5: name must be 1 to 200 characters',
      ].join('\n'),
    );
    expect(query('SELECT id FROM customers')).toEqual([]);

    lines.length = 0;
    file('users.csv', 'email,customer_id,role,shoe_size\nx@y.example,acme,user,42\n');
    expect(await run(['import-users', 'users.csv'])).toBe(2);
    expect(lines.join('\n')).toContain('line 1: unknown column "shoe_size"');

    lines.length = 0;
    file('customers.csv', 'id,name\nacme,Acme\n');
    expect(await run(['import-customers', 'customers.csv'])).toBe(0);
    file(
      'users.csv',
      'email,customer_id,role\nok@acme.example,acme,user\nnot-an-address,acme,user\nx@acme.example,nowhere,user\ny@acme.example,acme,provider-admin\n',
    );
    lines.length = 0;
    expect(await run(['import-users', 'users.csv'])).toBe(2);
    expect(lines.join('\n')).toBe(
      [
        'users.csv: nothing was imported, 3 problems:',
        '  line 3: "not-an-address" is not an e-mail address',
        '  line 4: there is no customer "nowhere" (import the customers first)',
        '  line 5: role must be user or customer-admin, got "provider-admin"',
      ].join('\n'),
    );
    expect(query('SELECT id FROM users')).toEqual([]);
    expect(query('SELECT user_id FROM user_customers')).toEqual([]);

    lines.length = 0;
    expect(await run(['import-users', 'missing.csv'])).toBe(2);
    expect(lines.join('\n')).toMatch(/^Cannot read missing\.csv/);
  });
});
