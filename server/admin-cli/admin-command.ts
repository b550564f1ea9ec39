import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { HttpError } from '../http/errors';
import { readMailConfig } from '../mail/mail-config';
import { urlRulesOf } from '../security/configured-url';
import { bootstrapProviderAdmin } from './bootstrap';
import {
  IDENTITY_USAGE,
  isIdentityCommand,
  parseIdentityArgs,
  runIdentityCommand,
  type IdentityCommand,
} from './identity-commands';
import { parseCsv } from './csv';
import { importCustomers } from './import-customers';
import { importUsers } from './import-users';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '  bootstrap --email person@example.com [--name "First Last"] [--customer <customer id>] [--force]',
  '      makes the first provider administrator (refused when there is one, unless --force)',
  '  import-customers <customers.csv>   columns: id,name[,theme,logo_url,custom_stylesheet,plugins,monitoring_location]',
  '  import-users <users.csv>           columns: email,customer_id[,first_name,last_name,role]  (role: user or customer-admin)',
  ...IDENTITY_USAGE,
  'An import checks every row first and writes nothing when one is bad; running it again changes nothing.',
].join('\n');

type Out = Pick<Console, 'log' | 'error'>;
type Command =
  | { name: 'bootstrap'; email: string; personName?: string; customerId?: string; force: boolean }
  | { name: 'import-customers' | 'import-users'; file: string }
  | IdentityCommand;

/** The arguments after `admin`, or what is wrong with them. */
export function parseAdminArgs(argv: readonly string[]): Command | { error: string } {
  const [command, ...rest] = argv;
  try {
    if (command === 'bootstrap') {
      const { values } = parseArgs({
        args: rest,
        options: {
          email: { type: 'string' },
          name: { type: 'string' },
          customer: { type: 'string' },
          force: { type: 'boolean' },
        },
        strict: true,
        allowPositionals: false,
      });
      if (!values.email?.trim()) return { error: '--email is required' };
      return {
        name: 'bootstrap',
        email: values.email.trim(),
        personName: values.name,
        customerId: values.customer?.trim() || undefined,
        force: values.force ?? false,
      };
    }
    if (command === 'import-customers' || command === 'import-users') {
      const { positionals } = parseArgs({ args: rest, options: {}, strict: true, allowPositionals: true });
      if (positionals.length !== 1) return { error: `${command} takes one file` };
      return { name: command, file: positionals[0]! };
    }
    if (isIdentityCommand(command)) return parseIdentityArgs(command!, rest);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  return { error: command ? `Unknown command "${command}"` : 'Say which command' };
}

/**
 * `node dist-server/main.mjs admin ...` (`npm run admin -- ...`): provider administration from the command line,
 * on the portal's database (migrated as the server does). Returns the exit code: 0 done, 2 bad arguments or
 * input (nothing written), 1 anything else.
 */
export async function runAdminCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  root: string,
  out: Out = console,
  cwd = process.cwd(),
): Promise<number> {
  const command = parseAdminArgs(argv);
  if ('error' in command) {
    out.error(`${command.error}\n${ADMIN_USAGE}`);
    return 2;
  }
  let text = '';
  if ('file' in command) {
    try {
      text = readFileSync(path.resolve(cwd, command.file), 'utf8');
    } catch (error) {
      out.error(`Cannot read ${command.file}: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
  }
  const config = loadConfig(env, root);
  config.mail = readMailConfig(env);
  const app = await buildApp({ config, logger: false });
  try {
    const db = app.portal.db;
    if (command.name === 'bootstrap') {
      const outcome = bootstrapProviderAdmin(
        db,
        { email: command.email, name: command.personName, customerId: command.customerId, force: command.force },
        config.publicOrigin,
      );
      out.log(outcome.lines.join('\n'));
      return 0;
    }
    if (!('file' in command)) {
      out.log(runIdentityCommand(db, command).join('\n'));
      return 0;
    }
    const csv = parseCsv(text);
    if (!csv.ok) {
      out.error(`${command.file}: ${csv.error}. Nothing was imported.`);
      return 2;
    }
    if (command.name === 'import-customers') {
      const outcome = importCustomers(db, csv.header, csv.rows, urlRulesOf(config));
      if (outcome.problems.length > 0) return refuse(out, command.file, outcome.problems);
      out.log(`Customers: ${outcome.created} created, ${outcome.updated} updated, ${outcome.unchanged} unchanged.`);
      return 0;
    }
    const outcome = importUsers(db, csv.header, csv.rows);
    if (outcome.problems.length > 0) return refuse(out, command.file, outcome.problems);
    out.log(
      `Users: ${outcome.usersCreated} created, ${outcome.membershipsChanged} memberships added or changed, ${outcome.unchanged} unchanged.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    out.error(error.message);
    return 2;
  } finally {
    await app.close();
  }
}

function refuse(out: Out, file: string, problems: readonly string[]): number {
  out.error(
    [
      `${file}: nothing was imported, ${problems.length} problem${problems.length === 1 ? '' : 's'}:`,
      ...problems.map((p) => `  ${p}`),
    ].join('\n'),
  );
  return 2;
}
