import * as z from 'zod/mini';
import {
  SignOffKindInfo,
  SignOffList,
  SignOffPaths,
  SignOffRecord,
  SignOffRefusal,
  SignOffRule,
  SignOffRuleInput,
  SignOffRuleList,
} from '../../core/contract';
import { writeAudit } from '../admin/audit';
import { findCustomer } from '../data/users';
import type { RequestUser } from '../data/request-user';
import type { ServerFeature } from '../features/feature';
import { HttpError } from '../http/errors';
import { numericId } from '../http/params';
import type { SignOffPlatform } from './platform';
import { removeRule, rulesOf, saveRule } from './rules';
import { signOffMigrations } from './schema';
import { statement } from '../db/statements';

const CustomerQuery = z.object({ customer: z.string().check(z.minLength(1), z.maxLength(64)) });
const KindParams = z.object({ kind: z.string().check(z.minLength(1), z.maxLength(100)) });
const IdParams = z.object({ id: numericId });

/** The customer whose rules the caller may set: any for the provider's administrators, else their own as its administrator. */
function ruleCustomerOf(user: RequestUser | null, customerId: string, db: Parameters<typeof findCustomer>[0]): string {
  if (!user) throw new HttpError(401, 'Not signed in.');
  const ownAdministrator = user.customerRole === 'customer-admin' && user.activeCustomerId === customerId;
  if (!user.isProviderAdmin && !ownAdministrator)
    throw new HttpError(403, "Only the provider's or the customer's administrators set its sign-off rules.");
  if (!findCustomer(db, customerId)) throw new HttpError(404, 'No such customer.');
  return customerId;
}

/** The customer's members by user id, user name and e-mail (any of them names a signer), to their user ids. */
const membersOf = (db: Parameters<typeof findCustomer>[0], customerId: string) => {
  const rows = statement(
    db,
    'SELECT u.id, u.user_name, u.email FROM user_customers uc JOIN users u ON u.id = uc.user_id WHERE uc.customer_id = ?',
  ).all(customerId) as { id: string; user_name: string; email: string }[];
  return new Map(
    rows.flatMap((row) => [row.id, row.user_name.toLowerCase(), row.email.toLowerCase()].map((key) => [key, row.id])),
  );
};

/** The sign-off platform's routes and tables (server/sign-offs): rules per customer, the signers' list, decisions. */
export function signOffsFeature(): ServerFeature {
  return {
    name: 'sign-offs',
    migrations: signOffMigrations,
    routes(_app, deps) {
      const platform: SignOffPlatform | undefined = deps.signOffs;
      if (!platform) return;
      const { db } = deps;
      const signedIn = (user: RequestUser | null) => {
        if (!user) throw new HttpError(401, 'Not signed in.');
        return user;
      };

      deps.route({
        method: 'GET',
        url: SignOffPaths.kinds,
        summary: 'The kinds of request that a sign-off rule can cover (declared by the running plugins)',
        response: z.array(SignOffKindInfo),
        handler: () => platform.kindInfos(),
      });

      deps.route({
        method: 'GET',
        url: '/api/sign-offs/rules',
        summary: "A customer's sign-off rules (the provider's administrators, or the customer's own)",
        query: CustomerQuery,
        response: SignOffRuleList,
        errors: { 403: 'Neither a provider administrator nor this customer’s administrator', 404: 'No such customer' },
        handler: ({ user, query }) => {
          const customerId = ruleCustomerOf(user, query.customer, db);
          return { kinds: platform.kindInfos(), rules: rulesOf(db, customerId) };
        },
      });

      deps.route({
        method: 'PUT',
        url: '/api/sign-offs/rules/:kind',
        summary: 'Makes a kind of request of the customer wait for a sign-off (audited)',
        params: KindParams,
        query: CustomerQuery,
        body: SignOffRuleInput,
        response: SignOffRule,
        errors: {
          400: 'A named signer is not a member of the customer, or a threshold names no measure of the kind',
          403: 'Neither a provider administrator nor this customer’s administrator',
          404: 'No such customer or kind',
        },
        handler: ({ user, query, params, body }) => {
          const customerId = ruleCustomerOf(user, query.customer, db);
          const kind = platform.kindInfos().find((k) => k.kind === params.kind);
          if (!kind) throw new HttpError(404, 'No such kind of request.');
          const unknown = Object.keys(body.thresholds).filter((m) => !kind.measures.some((known) => known.id === m));
          if (unknown.length > 0) throw new HttpError(400, `Not a measure of this kind: ${unknown.join(', ')}.`);
          let signers = body.signers;
          if (signers !== 'administrators') {
            const members = membersOf(db, customerId);
            const strangers = signers.filter((id) => !members.has(id) && !members.has(id.toLowerCase()));
            if (strangers.length > 0)
              throw new HttpError(400, `Not a member of this customer: ${strangers.join(', ')}.`);
            signers = [...new Set(signers.map((id) => members.get(id) ?? members.get(id.toLowerCase())!))];
          }
          return db.transaction(() => {
            const before = rulesOf(db, customerId).find((r) => r.kind === params.kind) ?? null;
            const rule = saveRule(db, customerId, params.kind, { ...body, signers }, user!.userName, Date.now());
            writeAudit(
              db,
              { userId: user!.userId, name: user!.userName },
              {
                action: 'sign-off.rule-set',
                targetType: 'sign_off_rule',
                targetId: params.kind,
                customerId,
                before,
                after: { ...body, signers },
              },
            );
            return rule;
          })();
        },
      });

      deps.route({
        method: 'DELETE',
        url: '/api/sign-offs/rules/:kind',
        summary: 'Removes a rule: the kind is carried out without a sign-off again (audited)',
        params: KindParams,
        query: CustomerQuery,
        status: 204,
        errors: { 403: 'Neither a provider administrator nor this customer’s administrator', 404: 'No such rule' },
        handler: ({ user, query, params, reply }) => {
          const customerId = ruleCustomerOf(user, query.customer, db);
          db.transaction(() => {
            const before = rulesOf(db, customerId).find((r) => r.kind === params.kind);
            if (!before || !removeRule(db, customerId, params.kind)) throw new HttpError(404, 'No such rule.');
            writeAudit(
              db,
              { userId: user!.userId, name: user!.userName },
              {
                action: 'sign-off.rule-removed',
                targetType: 'sign_off_rule',
                targetId: params.kind,
                customerId,
                before,
                after: null,
              },
            );
          })();
          return reply.code(204).send();
        },
      });

      deps.route({
        method: 'GET',
        url: SignOffPaths.list,
        summary: "What waits for the caller's sign-off, and the caller's own requests",
        response: SignOffList,
        handler: ({ user }) => platform.listFor(signedIn(user)),
      });

      deps.route({
        method: 'POST',
        url: '/api/sign-offs/:id/sign-off',
        summary: 'Signs off a waiting request: it is carried out now, once',
        params: IdParams,
        response: SignOffRecord,
        errors: {
          403: 'Not a signer of the request, or the caller’s own request',
          404: 'No such request',
          409: 'Already decided, expired or withdrawn: nothing changed',
        },
        handler: ({ user, params }) => platform.signOff(signedIn(user), Number(params.id)),
      });

      deps.route({
        method: 'POST',
        url: '/api/sign-offs/:id/refuse',
        summary: 'Refuses a waiting request, with a reason; nothing is carried out',
        params: IdParams,
        body: SignOffRefusal,
        response: SignOffRecord,
        errors: {
          403: 'Not a signer of the request, or the caller’s own request',
          404: 'No such request',
          409: 'Already decided, expired or withdrawn: nothing changed',
        },
        handler: ({ user, params, body }) => platform.refuse(signedIn(user), Number(params.id), body.reason),
      });

      deps.route({
        method: 'POST',
        url: '/api/sign-offs/:id/withdraw',
        summary: 'The requester withdraws a waiting request; nothing is carried out',
        params: IdParams,
        response: SignOffRecord,
        errors: { 404: 'Not a request of the caller', 409: 'Already decided, expired or withdrawn: nothing changed' },
        handler: ({ user, params }) => platform.withdraw(signedIn(user), Number(params.id)),
      });
    },
  };
}
