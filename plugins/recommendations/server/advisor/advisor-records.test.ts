import { advisorRecords, azureSubscriptions, savingsOf } from './advisor-records';

const SUB = { subscriptionId: '3f2a1b0c-0000-4000-a000-000000000001', displayName: 'Production' };
const NOW = '2026-11-29T05:00:00.000Z';

/** One item as Advisor's Recommendations_List answers it (the emulator's shape, trimmed). */
const item = (overrides: Record<string, unknown> = {}, extended: Record<string, unknown> = {}) => ({
  id: `/subscriptions/${SUB.subscriptionId}/resourceGroups/rg/providers/Microsoft.Compute/virtualMachines/vm-1/providers/Microsoft.Advisor/recommendations/r1`,
  name: 'r1',
  type: 'Microsoft.Advisor/recommendations',
  properties: {
    category: 'Cost',
    impact: 'Medium',
    impactedField: 'Microsoft.Compute/virtualMachines',
    impactedValue: 'vm-1',
    lastUpdated: '2026-11-28T10:00:00Z',
    shortDescription: { problem: 'Right-size underutilized virtual machines', solution: 'Resize vm-1' },
    extendedProperties: { annualSavingsAmount: '1200', savingsAmount: '100', savingsCurrency: 'EUR', ...extended },
    ...overrides,
  },
});

describe("the mapping of Advisor's answers to the portal's records", () => {
  it('maps a Cost recommendation: resource, problem and solution, impact, yearly saving, the subscription', () => {
    expect(advisorRecords(SUB, { value: [item()] }, NOW)).toEqual([
      {
        advisorId: item().id,
        resourceName: 'vm-1',
        description: 'Right-size underutilized virtual machines: Resize vm-1',
        subscriptionId: SUB.subscriptionId,
        subscriptionName: 'Production',
        impact: 'Medium',
        savings: { amount: 1200, currency: 'EUR', period: 'year' },
        lastUpdated: '2026-11-28T10:00:00.000Z',
      },
    ]);
  });

  it('takes the monthly saving when Advisor gives no yearly one, and none without a currency or with a bad figure', () => {
    expect(savingsOf({ savingsAmount: '61.329', savingsCurrency: 'usd' })).toEqual({
      amount: 61.33,
      currency: 'USD',
      period: 'month',
    });
    expect(savingsOf({ annualSavingsAmount: 500 })).toBeNull();
    expect(savingsOf({ annualSavingsAmount: '-4', savingsCurrency: 'EUR' })).toBeNull();
    expect(savingsOf({ annualSavingsAmount: 'lots', savingsCurrency: 'EUR' })).toBeNull();
    expect(savingsOf(undefined)).toBeNull();
  });

  it('leaves out other categories and items it cannot read, not the whole answer', () => {
    const records = advisorRecords(
      SUB,
      { value: [item({ category: 'Security' }), { id: 42 }, null, item({ impact: 'Huge', lastUpdated: 'never' })] },
      NOW,
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ impact: null, lastUpdated: NOW });
    expect(advisorRecords(SUB, { error: { code: 'x' } }, NOW)).toEqual([]);
  });

  it("reads ARM's subscription list: enabled ones, ids in lower case", () => {
    const list = {
      value: [
        { subscriptionId: '3F2A1B0C-0000-4000-A000-000000000001', displayName: 'Production', state: 'Enabled' },
        { subscriptionId: '3f2a1b0c-0000-4000-a000-000000000002', displayName: 'Old', state: 'Disabled' },
        { subscriptionId: 'not-a-guid', displayName: 'Bad', state: 'Enabled' },
      ],
      nextLink: '',
    };
    expect(azureSubscriptions(list)).toEqual([SUB]);
  });
});
