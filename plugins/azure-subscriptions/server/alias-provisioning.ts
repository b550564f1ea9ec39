/**
 * Creating a requested subscription in the customer's tenant, one step at a time, so the work survives a restart
 * (each step's outcome is stored before the next runs) and a retried step is harmless: the alias name and the
 * role assignment's name are fixed when the request is made, so Azure answers a repeated PUT with what it has.
 *   create-alias  PUT /providers/Microsoft.Subscription/aliases/{alias} under the customer's billing scope
 *   await-alias   GET the alias until it is Succeeded (its subscription id) or Failed
 *   find-owner    GET /v1.0/users/{upn} (Graph): the owner's object id
 *   assign-owner  PUT the Owner role assignment at the new subscription's scope
 */

export const PROVISIONING_STEPS = ['create-alias', 'await-alias', 'find-owner', 'assign-owner'] as const;
export type ProvisioningStep = (typeof PROVISIONING_STEPS)[number];

export const ALIAS_API_VERSION = '2021-10-01';
export const ROLE_ASSIGNMENT_API_VERSION = '2022-04-01';
/** Azure's built-in Owner role. */
export const OWNER_ROLE_DEFINITION = '8e3af657-a8ff-443c-a75c-2fe8c4bcb635';

/** What a step needs of the Microsoft connection (the customer's tenant client of the microsoft-cloud plugin). */
export interface TenantCaller {
  readonly tenantId: string;
  call<T>(
    api: 'graph' | 'arm',
    request: { method?: 'GET' | 'PUT'; path: string; query?: Record<string, string>; body?: unknown },
  ): Promise<{ status: number; headers: Record<string, string>; body: T }>;
}

/** A request on its way to Azure, as stored. */
export interface ProvisioningJob {
  step: ProvisioningStep;
  aliasName: string;
  roleAssignmentName: string;
  displayName: string;
  ownerUpn: string;
  billingScope: string;
  subscriptionId: string | null;
  ownerObjectId: string | null;
}

/** What a step did: move on (with what it learnt), wait for Azure, or end. */
export type StepOutcome =
  | { kind: 'next'; step: ProvisioningStep; subscriptionId?: string; ownerObjectId?: string }
  | { kind: 'wait'; afterMs: number }
  | { kind: 'active'; subscriptionId: string }
  | { kind: 'failed'; reason: string; subscriptionId?: string };

interface AliasAnswer {
  properties?: { provisioningState?: string; subscriptionId?: string };
}
interface ErrorAnswer {
  error?: { code?: string; message?: string };
}

const DEFAULT_POLL_MS = 10_000;

/** Microsoft's own words for a refusal (ARM and Graph answer `{ error: { code, message } }`). */
export function microsoftReason(body: unknown, status: number): string {
  const error = (body as ErrorAnswer | null)?.error;
  const message = error?.message?.trim();
  if (message) return error?.code ? `${message} (${error.code})` : message;
  return `Azure answered ${status}.`;
}

const ok = (status: number) => status >= 200 && status < 300;

function afterAlias(answer: AliasAnswer, headers: Record<string, string>): StepOutcome {
  const state = answer.properties?.provisioningState;
  const subscriptionId = answer.properties?.subscriptionId?.toLowerCase();
  if (state === 'Succeeded' && subscriptionId) return { kind: 'next', step: 'find-owner', subscriptionId };
  if (state === 'Failed' || state === 'Canceled')
    return { kind: 'failed', reason: `Azure could not create the subscription (${state}).` };
  const retryAfter = Number(headers['retry-after']);
  return { kind: 'wait', afterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : DEFAULT_POLL_MS };
}

const aliasPath = (job: ProvisioningJob) =>
  `/providers/Microsoft.Subscription/aliases/${encodeURIComponent(job.aliasName)}`;

async function createAlias(job: ProvisioningJob, tenant: TenantCaller): Promise<StepOutcome> {
  const answer = await tenant.call<AliasAnswer>('arm', {
    method: 'PUT',
    path: aliasPath(job),
    query: { 'api-version': ALIAS_API_VERSION },
    body: { properties: { displayName: job.displayName, workload: 'Production', billingScope: job.billingScope } },
  });
  if (!ok(answer.status)) return { kind: 'failed', reason: microsoftReason(answer.body, answer.status) };
  const next = afterAlias(answer.body, answer.headers);
  // Accepted or even Succeeded: read the alias back before going on, as Azure's own tools do (the new
  // subscription is addressable once the alias reads Succeeded).
  return next.kind === 'failed' ? next : { kind: 'next', step: 'await-alias' };
}

async function awaitAlias(job: ProvisioningJob, tenant: TenantCaller): Promise<StepOutcome> {
  const answer = await tenant.call<AliasAnswer>('arm', {
    path: aliasPath(job),
    query: { 'api-version': ALIAS_API_VERSION },
  });
  if (!ok(answer.status)) return { kind: 'failed', reason: microsoftReason(answer.body, answer.status) };
  return afterAlias(answer.body, answer.headers);
}

async function findOwner(job: ProvisioningJob, tenant: TenantCaller): Promise<StepOutcome> {
  const answer = await tenant.call<{ id?: string }>('graph', {
    path: `/v1.0/users/${encodeURIComponent(job.ownerUpn)}`,
    query: { $select: 'id,userPrincipalName' },
  });
  if (ok(answer.status) && answer.body.id) return { kind: 'next', step: 'assign-owner', ownerObjectId: answer.body.id };
  const reason =
    answer.status === 404
      ? `The subscription was created, but the owner ${job.ownerUpn} is not a user of the tenant.`
      : `The subscription was created, but the owner could not be looked up: ${microsoftReason(answer.body, answer.status)}`;
  return { kind: 'failed', reason, subscriptionId: job.subscriptionId ?? undefined };
}

async function assignOwner(job: ProvisioningJob, tenant: TenantCaller): Promise<StepOutcome> {
  const subscriptionId = job.subscriptionId as string;
  const scope = `/subscriptions/${subscriptionId}`;
  const answer = await tenant.call<ErrorAnswer>('arm', {
    method: 'PUT',
    path: `${scope}/providers/Microsoft.Authorization/roleAssignments/${job.roleAssignmentName}`,
    query: { 'api-version': ROLE_ASSIGNMENT_API_VERSION },
    body: {
      properties: {
        roleDefinitionId: `${scope}/providers/Microsoft.Authorization/roleDefinitions/${OWNER_ROLE_DEFINITION}`,
        principalId: job.ownerObjectId,
        principalType: 'User',
      },
    },
  });
  // A retried assignment that Azure already holds is done.
  if (ok(answer.status) || answer.body?.error?.code === 'RoleAssignmentExists')
    return { kind: 'active', subscriptionId };
  return {
    kind: 'failed',
    reason: `The subscription was created, but ${job.ownerUpn} could not be made its owner: ${microsoftReason(answer.body, answer.status)}`,
    subscriptionId,
  };
}

const STEPS: Record<ProvisioningStep, (job: ProvisioningJob, tenant: TenantCaller) => Promise<StepOutcome>> = {
  'create-alias': createAlias,
  'await-alias': awaitAlias,
  'find-owner': findOwner,
  'assign-owner': assignOwner,
};

/**
 * Carries out the job's current step. A transient failure of the connection (throttled, unavailable) is thrown
 * as the connection throws it: the caller keeps the step and tries again later.
 */
export function runStep(job: ProvisioningJob, tenant: TenantCaller): Promise<StepOutcome> {
  return STEPS[job.step](job, tenant);
}
