import { KqlError, runKql } from './kql';

const table = [
  { name: 'a', type: 'microsoft.compute/virtualmachines', subscriptionId: 's1' },
  { name: 'b', type: 'microsoft.compute/virtualmachines', subscriptionId: 's2' },
  { name: 'c', type: 'microsoft.sql/servers', subscriptionId: 's1' },
];

describe('the KQL subset of the Resource Graph emulator', () => {
  it('filters, projects, counts by type, orders and limits', () => {
    expect(
      runKql(
        "Resources | where type =~ 'Microsoft.Compute/virtualMachines' and subscriptionId == 's1' | project name",
        table,
      ),
    ).toEqual([{ name: 'a' }]);
    expect(runKql('Resources | summarize total = count() by type | order by type asc', table)).toEqual([
      { type: 'microsoft.compute/virtualmachines', total: 2 },
      { type: 'microsoft.sql/servers', total: 1 },
    ]);
    expect(runKql('Resources | order by name | limit 1', table)).toEqual([table[2]]);
  });

  it('refuses what it does not understand, saying what', () => {
    expect(() => runKql('ResourceContainers', table)).toThrow(KqlError);
    expect(() => runKql("Resources | where name contains 'a'", table)).toThrow(/unsupported condition/);
    expect(() => runKql('Resources | extend x = 1', table)).toThrow(/unsupported operator 'extend'/);
  });
});
