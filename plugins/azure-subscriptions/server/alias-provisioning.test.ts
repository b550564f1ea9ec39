import {
  describedDemoClients,
  MicrosoftDemoTenants as DemoTenants,
} from '../../../server/plugin-api/testing/microsoft-emulator';
import { runStep, type ProvisioningJob, type StepOutcome } from './alias-provisioning';

let now = Date.now();
const { cloud, contoso, fabrikam } = describedDemoClients({ now: () => now, aliasProvisioningMs: 5000 });
const scopeOf = (tenant: string) => cloud.state.tenant(tenant)!.billingScope!;

let sequence = 0;
const jobFor = (tenant: string, overrides: Partial<ProvisioningJob> = {}): ProvisioningJob => {
  sequence += 1;
  return {
    step: 'create-alias',
    aliasName: `portal-test-${sequence}-${tenant.slice(-2)}`,
    roleAssignmentName: `0a1b2c3d-4e5f-4a6b-8c7d-${String(sequence).padStart(12, '0')}`,
    displayName: `Analytics ${sequence}`,
    ownerUpn: `admin@${cloud.state.tenant(tenant)!.defaultDomain}`,
    billingScope: scopeOf(tenant),
    subscriptionId: null,
    ownerObjectId: null,
    ...overrides,
  };
};

/** Runs steps the way the background job does, moving the clock past each wait; the outcomes met. */
async function runToEnd(job: ProvisioningJob, client = contoso): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = [];
  let current = { ...job };
  for (let i = 0; i < 8; i += 1) {
    const outcome = await runStep(current, client);
    outcomes.push(outcome);
    if (outcome.kind === 'active' || outcome.kind === 'failed') return outcomes;
    if (outcome.kind === 'wait') now += outcome.afterMs;
    else current = { ...current, ...outcome };
  }
  throw new Error('no end');
}

describe('provisioning a requested subscription through the alias API', () => {
  it('creates the alias under the billing scope, waits for Succeeded, then makes the owner its Owner', async () => {
    const job = jobFor(DemoTenants.contoso);
    const outcomes = await runToEnd(job);
    expect(outcomes.map((o) => o.kind)).toEqual(['next', 'wait', 'next', 'next', 'active']);
    const { subscriptionId } = outcomes.at(-1) as { subscriptionId: string };
    expect(cloud.state.azureSubscription(subscriptionId)?.tenant.id).toBe(DemoTenants.contoso);
    expect(cloud.state.roleAssignments.get(job.roleAssignmentName)).toMatchObject({
      scope: `/subscriptions/${subscriptionId}`,
      principalId: cloud.state.tenant(DemoTenants.contoso)!.users[0]!.id,
    });
    expect([...contoso.operations].sort()).toEqual(
      ['Alias_Create', 'Alias_Get', 'RoleAssignments_Create', 'users.user.GetUser'].sort(),
    );
  });

  it('creates one subscription when a step is repeated (a restart between the PUT and storing its outcome)', async () => {
    const job = jobFor(DemoTenants.contoso);
    await runStep(job, contoso);
    const before = cloud.state.aliases.size;
    expect(await runStep(job, contoso)).toEqual({ kind: 'next', step: 'await-alias' });
    expect(cloud.state.aliases.size).toBe(before);
    const outcomes = await runToEnd({ ...job, step: 'await-alias' });
    const active = outcomes.at(-1) as { kind: string; subscriptionId: string };
    expect(active.kind).toBe('active');
    // The owner's assignment repeated after a restart: Azure already holds it, the job is done.
    const again = await runStep(
      {
        ...job,
        step: 'assign-owner',
        subscriptionId: active.subscriptionId,
        ownerObjectId: cloud.state.tenant(DemoTenants.contoso)!.users[0]!.id,
      },
      contoso,
    );
    expect(again).toEqual({ kind: 'active', subscriptionId: active.subscriptionId });
  });

  it('ends failed when Azure fails the alias (state.failAlias), with no owner assigned', async () => {
    cloud.state.failAlias = true;
    const assignments = cloud.state.roleAssignments.size;
    const outcomes = await runToEnd(jobFor(DemoTenants.contoso));
    expect(outcomes.at(-1)).toEqual({ kind: 'failed', reason: 'Azure could not create the subscription (Failed).' });
    expect(cloud.state.roleAssignments.size).toBe(assignments);
  });

  it("ends failed with Azure's reason for an unknown billing scope, and never creates under another customer's", async () => {
    const unknown = await runToEnd(jobFor(DemoTenants.contoso, { billingScope: '/billingAccounts/x/customers/y' }));
    expect(unknown.at(-1)).toMatchObject({ kind: 'failed', reason: expect.stringContaining('BillingScopeNotFound') });
    const aliases = cloud.state.aliases.size;
    const foreign = await runToEnd(
      jobFor(DemoTenants.fabrikam, { billingScope: scopeOf(DemoTenants.contoso) }),
      fabrikam,
    );
    expect(foreign.at(-1)).toMatchObject({ kind: 'failed', reason: expect.stringContaining('AuthorizationFailed') });
    expect(cloud.state.aliases.size).toBe(aliases);
  });

  it('ends failed, keeping the new subscription id, when the owner is not a user of the tenant', async () => {
    const outcomes = await runToEnd(jobFor(DemoTenants.contoso, { ownerUpn: 'nobody@contosozorg.onmicrosoft.com' }));
    expect(outcomes.at(-1)).toEqual({
      kind: 'failed',
      reason:
        'The subscription was created, but the owner nobody@contosozorg.onmicrosoft.com is not a user of the tenant.',
      subscriptionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
