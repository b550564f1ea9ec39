import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseInviteArgs, runInviteCommand } from './invite-command';
import { findUsableInvitation } from './invitations';

describe('parseInviteArgs', () => {
  it('reads e-mail, customer, permissions and language, with spaces or =', () => {
    expect(
      parseInviteArgs([
        '--email',
        'x@y.example',
        '--customer',
        'contoso',
        '--permissions',
        'reports, licences',
        '--language',
        'NL',
      ]),
    ).toEqual({
      email: 'x@y.example',
      customerId: 'contoso',
      permissions: ['reports', 'licences'],
      language: 'nl',
      invitedBy: 'the invite command',
    });
    expect(
      parseInviteArgs(['--email=x@y.example', '--customer=contoso', '--permissions=reports', '--invited-by=Pieter']),
    ).toMatchObject({
      language: 'en',
      permissions: ['reports'],
      invitedBy: 'Pieter',
    });
  });

  it.each([
    [[], /--email is required/],
    [['--email', 'x@y.example', '--permissions', 'reports'], /--customer is required/],
    [['--email', 'x@y.example', '--customer', 'contoso'], /--permissions is required/],
    [['--email', 'x@y.example', '--customer', 'contoso', '--permissions', ' , '], /--permissions is required/],
    [
      ['--email', 'x@y.example', '--customer', 'contoso', '--permissions', 'reports', '--language', 'de'],
      /--language must be en or nl, got "de"/,
    ],
    [
      ['--email', 'x@y.example', '--customer', 'contoso', '--permissions', 'reports', '--role', 'admin'],
      /Unknown option '--role'/,
    ],
    [['--email', 'x@y.example', 'contoso'], /Unexpected argument 'contoso'/],
    [['--email'], /argument missing/],
  ])('refuses %j', (argv, message) => {
    const parsed = parseInviteArgs(argv);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});

describe('runInviteCommand', () => {
  let root: string;
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const env = () => ({
    DATABASE_FILE: 'data/portal.sqlite',
    SESSION_SECRET: 'k'.repeat(8) + 'Zq3vX9pL2mN7rT4wY6bH1cJ5dF8gS0aE',
    PUBLIC_ORIGIN: 'https://portal.example.com',
  });
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-invite-'));
    lines.length = 0;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates the invitation in the database, prints the link and says the mail is queued', async () => {
    const code = await runInviteCommand(
      ['--email', 'Eva@Contoso.example', '--customer', 'contoso', '--permissions', 'reports,licences'],
      env(),
      root,
      out,
    );
    expect(code).toBe(0);
    const printed = lines.join('\n');
    expect(printed).toContain('Invited eva@contoso.example to customer contoso with reports, licences.');
    expect(printed).toContain('queued, but SMTP_URL is not set');
    const token = /https:\/\/portal\.example\.com\/account\/invitation\/([A-Za-z0-9_-]{43})/.exec(printed)?.[1];
    expect(token).toBeDefined();
    const db = new Database(path.join(root, 'data/portal.sqlite'));
    try {
      expect(findUsableInvitation(db, token!)).toMatchObject({
        email: 'eva@contoso.example',
        customerId: 'contoso',
        permissions: ['reports', 'licences'],
      });
      expect(db.prepare('SELECT recipient FROM mail_outbox').pluck().all()).toEqual(['eva@contoso.example']);
    } finally {
      db.close();
    }
  });

  it('answers bad arguments and an unknown customer with the usage line and exit code 2', async () => {
    expect(await runInviteCommand(['--email', 'eva@contoso.example'], env(), root, out)).toBe(2);
    expect(lines.join('\n')).toMatch(/--customer is required\nUsage: npm run invite -- --email/);
    lines.length = 0;
    expect(
      await runInviteCommand(
        ['--email', 'eva@contoso.example', '--customer', 'acme', '--permissions', 'reports'],
        env(),
        root,
        out,
      ),
    ).toBe(2);
    expect(lines.join('\n')).toMatch(/There is no customer "acme"\nUsage:/);
  });

  it('creates the first customer of a fresh database with --customer-name, in the same step as the invitation', async () => {
    const code = await runInviteCommand(
      [
        '--email',
        'eva@acme.example',
        '--customer',
        'acme',
        '--customer-name',
        ' Acme Zorg ',
        '--permissions',
        'reports',
      ],
      { ...env(), DEMO_MODE: 'false' },
      root,
      out,
    );
    expect(code).toBe(0);
    expect(lines.join('\n')).toContain('Created customer acme ("Acme Zorg").');
    const db = new Database(path.join(root, 'data/portal.sqlite'));
    try {
      expect(db.prepare('SELECT id, name FROM customers').all()).toEqual([{ id: 'acme', name: 'Acme Zorg' }]);
      expect(db.prepare('SELECT customer_id FROM invitations').pluck().all()).toEqual(['acme']);
    } finally {
      db.close();
    }
    // Naming an existing customer again keeps it as it is.
    lines.length = 0;
    expect(
      await runInviteCommand(
        ['--email', 'bo@acme.example', '--customer', 'acme', '--customer-name', 'Other', '--permissions', 'reports'],
        { ...env(), DEMO_MODE: 'false' },
        root,
        out,
      ),
    ).toBe(0);
    expect(lines.join('\n')).not.toContain('Created customer');
  });

  it.each([
    [
      ['--customer', 'Acme Corp', '--customer-name', 'Acme'],
      /A new customer's id must be lower-case letters, digits and hyphens/,
    ],
    [['--customer', 'acme', '--customer-name', '  '], /--customer-name must be 1 to 200 characters/],
    [['--customer', 'acme', '--customer-name', 'Acme', '--permissions', 'admin'], /admin/],
  ])('refuses a new customer with %j and creates neither it nor the invitation', async (extra, message) => {
    const argv = ['--email', 'eva@acme.example', '--permissions', 'reports', ...extra];
    expect(await runInviteCommand(argv, { ...env(), DEMO_MODE: 'false' }, root, out)).toBe(2);
    expect(lines.join('\n')).toMatch(message);
    const db = new Database(path.join(root, 'data/portal.sqlite'));
    try {
      expect(db.prepare('SELECT COUNT(*) FROM customers').pluck().get()).toBe(0);
      expect(db.prepare('SELECT COUNT(*) FROM invitations').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });
});
