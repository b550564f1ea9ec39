import { buildMicrosoftCloud } from './app';
import { DemoTenants } from './demo-tenants';
import { requestToken } from './testing/cloud-client';

describe('control routes (for a test in another process)', () => {
  const cloud = buildMicrosoftCloud();
  const control = { 'x-emulator-control': cloud.controlKey };

  it('refuse a caller without the control key', async () => {
    expect((await cloud.app.inject({ url: '/_emulator/calls' })).statusCode).toBe(403);
    expect(
      (await cloud.app.inject({ url: '/_emulator/calls', headers: { 'x-emulator-control': 'guess' } })).statusCode,
    ).toBe(403);
  });

  it('add a failure, show the calls, clear the failures', async () => {
    const add = await cloud.app.inject({
      method: 'POST',
      url: '/_emulator/faults',
      headers: control,
      payload: { api: 'entra', kind: 'throttle', retryAfterSeconds: 3, times: 5 },
    });
    expect(add.statusCode).toBe(204);
    expect(
      (
        await cloud.app.inject({
          method: 'POST',
          url: '/_emulator/faults',
          headers: control,
          payload: { api: 'nowhere', kind: 'throttle' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await requestToken(cloud, DemoTenants.contoso, 'graph')).statusCode).toBe(429);
    await cloud.app.inject({ method: 'DELETE', url: '/_emulator/faults', headers: control });
    expect((await requestToken(cloud, DemoTenants.contoso, 'graph')).statusCode).toBe(200);
    const calls = (await cloud.app.inject({ url: '/_emulator/calls', headers: control })).json<{
      calls: { api: string; status: number }[];
    }>().calls;
    expect(calls.map((c) => [c.api, c.status])).toEqual([
      ['entra', 429],
      ['entra', 200],
    ]);
  });
});
