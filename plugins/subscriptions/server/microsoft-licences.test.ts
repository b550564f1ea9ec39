import { microsoftLicences } from './microsoft-licences';

/** The join on answers as Partner Center and Graph give them (the emulator's, end to end: microsoft-licences-api.test.ts). */
describe('Microsoft licences as the plugin stores them', () => {
  it('leaves out usage-based and deleted subscriptions; a shared SKU gives no per-subscription seat count', () => {
    const base = { quantity: 5, status: 'active', billingType: 'license' };
    const rows = microsoftLicences(
      [
        { ...base, id: 'A', offerName: 'Licence A', autoRenewEnabled: false, commitmentEndDate: '2027-01-01' },
        { ...base, id: 'b', offerName: 'Licence B' },
        { ...base, id: 'plan', offerName: 'Azure plan', billingType: 'usage' },
        { ...base, id: 'gone', offerName: 'Old', status: 'deleted' },
        { ...base, id: 'lone', friendlyName: 'Named by the partner', offerName: 'Offer', status: 'suspended' },
      ],
      [
        { skuId: 's1', consumedUnits: 7, subscriptionIds: ['a', 'b'] },
        { skuId: 's2', consumedUnits: 2, subscriptionIds: ['LONE'] },
      ],
    );
    expect(rows.map((r) => [r.id, r.product_name, r.status, r.assigned, r.auto_renew_date, r.end_date])).toEqual([
      ['a', 'Licence A', 'Active', null, null, '2027-01-01'],
      ['b', 'Licence B', 'Active', null, null, null],
      ['lone', 'Named by the partner', 'Suspended', 2, null, null],
    ]);
  });
});
