import { sql, type CrossCustomerData, type DataValue } from '../../../server/plugin-api';
import {
  runStep,
  type ProvisioningJob,
  type ProvisioningStep,
  type StepOutcome,
  type TenantCaller,
} from './alias-provisioning';

const TABLE = 'azure_subscriptions';
/** How often the job looks for due requests. */
export const PROVISIONING_EVERY_MS = 10_000;
const MAX_BACKOFF_MS = 15 * 60_000;
/** Steps one run carries a request through before it lets the others have their turn. */
const STEPS_PER_RUN = 6;
/** Failures the connection reports for a moment (throttled, unavailable): the step is tried again later. */
const TRANSIENT = new Set(['throttled', 'unavailable']);

interface JobRow {
  id: number;
  customer_id: string;
  tenant_id: string;
  name: string;
  owner_upn: string;
  provisioning_step: ProvisioningStep;
  alias_name: string;
  role_assignment_name: string;
  billing_scope: string;
  subscription_id: string | null;
  owner_object_id: string | null;
  attempts: number;
}

/** The customer's tenant client when the customer has a Microsoft connection, else null. */
export type Connect = (customerId: string) => Promise<TenantCaller | null>;

const jobOf = (row: JobRow): ProvisioningJob => ({
  step: row.provisioning_step,
  aliasName: row.alias_name,
  roleAssignmentName: row.role_assignment_name,
  displayName: row.name,
  ownerUpn: row.owner_upn,
  billingScope: row.billing_scope,
  subscriptionId: row.subscription_id,
  ownerObjectId: row.owner_object_id,
});

const at = (ms: number) => new Date(ms).toISOString();

/** The row's change for an outcome; null when the step must wait. */
function changeFor(outcome: StepOutcome, now: number): Record<string, DataValue> {
  const stamp = { updated_at: at(now), attempts: 0 };
  switch (outcome.kind) {
    case 'next':
      return {
        ...stamp,
        state: 'being-created',
        provisioning_step: outcome.step,
        ...(outcome.subscriptionId ? { subscription_id: outcome.subscriptionId } : {}),
        ...(outcome.ownerObjectId ? { owner_object_id: outcome.ownerObjectId } : {}),
      };
    case 'wait':
      return { ...stamp, state: 'being-created', next_attempt_at: at(now + outcome.afterMs) };
    case 'active':
      return { ...stamp, state: 'active', subscription_id: outcome.subscriptionId, provisioning_step: null };
    case 'failed':
      return {
        ...stamp,
        state: 'failed',
        failure_reason: outcome.reason.slice(0, 500),
        provisioning_step: null,
        ...(outcome.subscriptionId ? { subscription_id: outcome.subscriptionId } : {}),
      };
  }
}

interface Failure {
  kind?: string;
  detail?: string;
  message?: string;
}

/**
 * The background work behind a requested subscription: every due request (one whose step's time has come) is
 * carried through the alias API's steps, each outcome stored before the next step, so a restart resumes where it
 * stopped. Throttling and outages leave the step for a later run (bounded backoff); any other failure of the
 * connection ends the request failed with the reason.
 */
export class ProvisioningJobRunner {
  private running: Promise<void> | null = null;

  constructor(
    private readonly all: CrossCustomerData,
    private readonly connect: Connect,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs the due requests; a call while a run is under way on this instance joins that run. */
  run(): Promise<void> {
    this.running ??= this.runDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runDue(): Promise<void> {
    const due = this.all
      .table(TABLE)
      .find<JobRow>(
        sql(
          'provisioning_step IS NOT NULL AND state IN (?, ?) AND (next_attempt_at IS NULL OR next_attempt_at <= ?)',
          'requested',
          'being-created',
          at(this.now()),
        ),
        { orderBy: ['id'] },
      );
    for (const row of due) await this.advance(row);
  }

  private async advance(row: JobRow): Promise<void> {
    const table = this.all.table(TABLE);
    const save = (change: Record<string, DataValue>) => table.update(change, { id: row.id });
    let tenant: TenantCaller | null;
    try {
      tenant = await this.connect(row.customer_id);
    } catch (error) {
      return this.failedAttempt(row, error as Failure);
    }
    if (!tenant || tenant.tenantId.toLowerCase() !== row.tenant_id.toLowerCase()) {
      save(
        changeFor(
          { kind: 'failed', reason: "The customer's Microsoft connection is no longer set up for this tenant." },
          this.now(),
        ),
      );
      return;
    }
    let job = jobOf(row);
    for (let i = 0; i < STEPS_PER_RUN; i += 1) {
      let outcome: StepOutcome;
      try {
        outcome = await runStep(job, tenant);
      } catch (error) {
        return this.failedAttempt({ ...row, provisioning_step: job.step }, error as Failure);
      }
      save(changeFor(outcome, this.now()));
      if (outcome.kind !== 'next') return;
      job = { ...job, ...outcome };
    }
  }

  /** A transient failure waits (2^attempts × 5 s, at most 15 minutes); another ends the request failed. */
  private failedAttempt(row: JobRow, failure: Failure): void {
    const table = this.all.table(TABLE);
    if (failure.kind && !TRANSIENT.has(failure.kind)) {
      const reason = failure.detail ?? failure.message ?? failure.kind;
      table.update(changeFor({ kind: 'failed', reason }, this.now()), { id: row.id });
      return;
    }
    const attempts = row.attempts + 1;
    const delay = Math.min(5000 * 2 ** Math.min(attempts, 10), MAX_BACKOFF_MS);
    table.update({ attempts, next_attempt_at: at(this.now() + delay), updated_at: at(this.now()) }, { id: row.id });
  }
}
