import { request } from 'node:https';
import { DemoTenants } from './demo-tenants';
import { startMicrosoftCloud, type RunningCloud } from './start';

function post(url: string, body: string, ca?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', ca, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the emulator over https', () => {
  let cloud: RunningCloud;
  beforeAll(async () => {
    cloud = await startMicrosoftCloud();
  });
  afterAll(() => cloud.close());
  const form =
    'grant_type=client_credentials&client_id=c0ffee00-0000-4000-a000-00000000d3e0&client_secret=demo-emulator-secret&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default';

  it('serves the token endpoint to a client that trusts its throwaway certificate', async () => {
    const answer = await post(`${cloud.origin}/${DemoTenants.contoso}/oauth2/v2.0/token`, form, cloud.ca);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ token_type: 'Bearer' });
  });

  it('is refused by a client that does not trust the certificate', async () => {
    await expect(post(`${cloud.origin}/${DemoTenants.contoso}/oauth2/v2.0/token`, form)).rejects.toThrow(
      /self-signed|self signed/,
    );
  });
});
