import type Database from 'better-sqlite3';
import { parseArgs } from 'node:util';
import {
  COMMAND_LINE,
  IDENTITY_LIST_LIMIT,
  linkIdentity,
  listUserIdentities,
  mergeUsers,
  resolveUser,
  unlinkIdentity,
  userIdentity,
  type UserIdentity,
} from '../admin';

export const IDENTITY_USAGE = [
  '  identities [<user>]                lists who signs in with which identity: users with one, provider administrators,',
  '                                     unauthorized users (a sign-in that matched nobody); or one user',
  '  link <user> --issuer <issuer URL> --subject <id>',
  '                                     links an identity (the ID token\'s "iss", and its "oid" at Entra ID, else "sub")',
  "  unlink <user>                      unlinks the user's identity and signs them out; their next sign-in showing",
  '                                     their address as verified links the identity it comes with',
  '  merge <user> --into <user>         moves everything of the first user (identity, customers, permissions,',
  '                                     sessions, their records) to the second and deletes the first',
  '  <user>: a user id, user name or e-mail address',
];

export type IdentityCommand =
  | { name: 'identities'; user?: string }
  | { name: 'link'; user: string; issuer: string; subject: string }
  | { name: 'unlink'; user: string }
  | { name: 'merge'; user: string; into: string };

const IDENTITY_COMMANDS = new Set(['identities', 'link', 'unlink', 'merge']);

export const isIdentityCommand = (command: string | undefined): boolean =>
  command !== undefined && IDENTITY_COMMANDS.has(command);

/** The arguments of an identity command, or what is wrong with them (parseArgs throws on unknown options). */
export function parseIdentityArgs(command: string, rest: readonly string[]): IdentityCommand | { error: string } {
  const { values, positionals } = parseArgs({
    args: [...rest],
    options: { issuer: { type: 'string' }, subject: { type: 'string' }, into: { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  const [user, ...extra] = positionals.map((p) => p.trim());
  if (extra.length > 0) return { error: `${command} takes one user` };
  if (command === 'identities')
    return values.issuer || values.subject || values.into
      ? { error: 'identities takes no options' }
      : { name: 'identities', user };
  if (!user) return { error: `${command} needs a user (id, user name or e-mail address)` };
  if (command === 'link') {
    if (!values.issuer?.trim() || !values.subject?.trim()) return { error: 'link needs --issuer and --subject' };
    return { name: 'link', user, issuer: values.issuer, subject: values.subject };
  }
  if (command === 'merge') {
    if (!values.into?.trim()) return { error: 'merge needs --into <user>' };
    return { name: 'merge', user, into: values.into.trim() };
  }
  if (values.issuer || values.subject || values.into) return { error: 'unlink takes no options' };
  return { name: 'unlink', user };
}

function describe(user: UserIdentity): string[] {
  const identity = user.identity
    ? `${user.identity.issuer || '(any issuer: set by the provider, claimed at the first sign-in)'} / ${user.identity.subject}`
    : `none (linked at the first sign-in showing ${user.email || user.userName} as a verified address)`;
  const state = [
    user.isProviderAdmin ? 'provider administrator' : null,
    user.isAuthorized ? 'authorized' : 'not authorized',
    user.disabled ? 'disabled' : null,
    `${user.customers} customer${user.customers === 1 ? '' : 's'}`,
    user.lastSignInAt ? `last sign-in ${user.lastSignInAt}` : 'never signed in',
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `${user.userId}  ${user.userName}${user.email && user.email !== user.userName ? ` <${user.email}>` : ''}`,
    `  identity: ${identity}`,
    `  ${state}`,
  ];
}

/** Runs an identity command on the portal's database; returns the lines to print. Errors are HttpErrors (4xx: the caller prints them). */
export function runIdentityCommand(db: Database.Database, command: IdentityCommand): string[] {
  if (command.name === 'identities') {
    if (command.user) return describe(userIdentity(db, resolveUser(db, command.user)));
    const users = listUserIdentities(db);
    if (users.length === 0)
      return [
        'No user has an identity yet, and there is no provider administrator: npm run admin -- bootstrap --email <address>.',
      ];
    const more =
      users.length === IDENTITY_LIST_LIMIT ? [`(the first ${IDENTITY_LIST_LIMIT}; name a user to see one)`] : [];
    return [...users.flatMap(describe), ...more];
  }
  const userId = resolveUser(db, command.user);
  if (command.name === 'link') {
    return [
      'Linked.',
      ...describe(linkIdentity(db, COMMAND_LINE, userId, { issuer: command.issuer, subject: command.subject })),
    ];
  }
  if (command.name === 'unlink') {
    const user = unlinkIdentity(db, COMMAND_LINE, userId, { keepLastAdministrator: false });
    const lines = ['Unlinked; their sessions ended.', ...describe(user)];
    if (user.isProviderAdmin && !user.disabled) {
      lines.push(
        `They get back in by signing in with an identity whose verified address is ${user.email || user.userName}, or: npm run admin -- link ${userId} --issuer <issuer URL> --subject <id>`,
      );
    }
    return lines;
  }
  const intoId = resolveUser(db, command.into);
  const { identity, moved } = mergeUsers(db, COMMAND_LINE, userId, intoId);
  const rows = Object.entries(moved)
    .map(([where, n]) => `${where} ${n}`)
    .join(', ');
  return [
    `Merged ${userId} into ${intoId} and deleted ${userId}${rows ? `; moved rows: ${rows}` : ''}.`,
    ...describe(identity),
  ];
}
