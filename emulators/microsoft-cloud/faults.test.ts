import { buildMicrosoftCloud } from './app';
import { DemoTenants } from './demo-tenants';
import { accessToken, call, requestToken } from './testing/cloud-client';

describe('injected throttling and failures', () => {
  const cloud = buildMicrosoftCloud();

  it("throttles an API with 429 and Retry-After in that API's error shape, then recovers", async () => {
    const token = await accessToken(cloud, DemoTenants.contoso, 'graph');
    cloud.state.faults.add({ api: 'graph', kind: 'throttle', retryAfterSeconds: 7, times: 2 });
    const first = await call(cloud, 'GET', '/v1.0/subscribedSkus', token);
    expect([
      first.statusCode,
      first.headers['retry-after'],
      first.json<{ error: { code: string } }>().error.code,
    ]).toEqual([429, '7', 'TooManyRequests']);
    expect((await call(cloud, 'GET', '/v1.0/subscribedSkus', token)).statusCode).toBe(429);
    expect((await call(cloud, 'GET', '/v1.0/subscribedSkus', token)).statusCode).toBe(200);
    expect(cloud.state.calls.slice(-3).map((c) => c.fault)).toEqual(['throttle', 'throttle', null]);
  });

  it('throttles only the API (and path) named', async () => {
    cloud.state.faults.add({ api: 'arm', match: 'Microsoft.CostManagement', kind: 'throttle', retryAfterSeconds: 30 });
    const arm = await accessToken(cloud, DemoTenants.contoso, 'arm');
    const sub = cloud.state.tenant(DemoTenants.contoso)!.azureSubscriptions[0].subscriptionId;
    expect(
      (
        await call(
          cloud,
          'GET',
          `/subscriptions/${sub}/providers/Microsoft.Advisor/recommendations?api-version=2023-01-01`,
          arm,
        )
      ).statusCode,
    ).toBe(200);
    const cost = await call(
      cloud,
      'POST',
      `/subscriptions/${sub}/providers/Microsoft.CostManagement/query?api-version=2023-03-01`,
      arm,
      { type: 'ActualCost', timeframe: 'MonthToDate' },
    );
    expect([cost.statusCode, cost.headers['retry-after']]).toEqual([429, '30']);
  });

  it('fails with an injected 5xx, the token endpoint included', async () => {
    cloud.state.faults.add({ api: 'entra', kind: 'error', status: 503 });
    expect((await requestToken(cloud, DemoTenants.contoso, 'graph')).statusCode).toBe(503);
    expect((await requestToken(cloud, DemoTenants.contoso, 'graph')).statusCode).toBe(200);
  });
});
