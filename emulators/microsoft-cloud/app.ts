import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdvisor } from './advisor';
import { CloudState, type CloudOptions } from './cloud-state';
import { registerControlRoutes } from './control-routes';
import { registerCostManagement } from './cost-management';
import { demoCloud } from './demo-tenants';
import { registerGraph } from './graph';
import type { CloudSeed } from './model';
import { registerPartnerCenter } from './partner-center';
import { registerRequestHooks } from './request-hooks';
import { registerResourceGraph } from './resource-graph';
import { registerRoleAssignments } from './role-assignments';
import { registerSubscriptionAliases } from './subscription-aliases';
import { registerSubscriptionsList } from './subscriptions-list';
import { registerTokenEndpoint } from './token-endpoint';

export interface MicrosoftCloud {
  app: FastifyInstance;
  state: CloudState;
  /** The key the control routes (/_emulator/...) ask for. */
  controlKey: string;
}

/**
 * The Microsoft cloud on one origin: Entra's token endpoint per tenant, Microsoft Graph, Partner Center and
 * Azure Resource Manager (their paths do not overlap, so each endpoint setting can point at this origin).
 */
export function buildMicrosoftCloud(
  seed: CloudSeed = demoCloud(),
  options: CloudOptions & { https?: { key: string; cert: string } } = {},
): MicrosoftCloud {
  const state = new CloudState(seed, options);
  const controlKey = randomBytes(18).toString('base64url');
  // Over https when given a certificate; fastify types an https instance apart, the routes are the same.
  const app = (options.https
    ? Fastify({ logger: false, https: options.https })
    : Fastify({ logger: false })) as unknown as FastifyInstance;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  registerControlRoutes(app, state, controlKey);
  registerRequestHooks(app, state);
  registerTokenEndpoint(app, state);
  registerGraph(app, state);
  registerPartnerCenter(app, state);
  registerAdvisor(app, state);
  registerResourceGraph(app, state);
  registerCostManagement(app, state);
  registerSubscriptionAliases(app, state);
  registerSubscriptionsList(app, state);
  registerRoleAssignments(app, state);
  return { app, state, controlKey };
}
