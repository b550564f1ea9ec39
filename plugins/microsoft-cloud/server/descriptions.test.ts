import Database from 'better-sqlite3';
import { pluginDataApi } from '../../../server/plugin-api/testing';
import {
  checkAnswer,
  checkRequest,
  DemoTenants,
  microsoftCloudEnv,
  operationOf,
  startMicrosoftCloud,
  trustingFetch,
  type RunningCloud,
} from '../../../server/plugin-api/testing/microsoft-cloud';
import { TEST_CALLS } from './admin-routes';
import { ConnectionStates } from './connection-states';
import { MicrosoftConnection } from './connection';
import { migrations } from './migrations';
import { readMicrosoftCloudSettings } from './settings';

interface Exchange {
  method: string;
  url: string;
  body: unknown;
  status: number;
  answer: unknown;
}

/**
 * Every request the connection sends (the token request per tenant and resource, and Test connection's calls),
 * checked against Microsoft's published descriptions kept with the emulator, and the emulator's answers too.
 */
describe("the connection's requests against Microsoft's published descriptions", () => {
  let cloud: RunningCloud;
  beforeAll(async () => {
    cloud = await startMicrosoftCloud();
  });
  afterAll(() => cloud.close());

  it('the client-credentials token request, Graph subscribedSkus, Resource Graph resources and Partner Center subscriptions', async () => {
    const exchanges: Exchange[] = [];
    const trusting = trustingFetch(cloud.ca);
    const recording = async (input: string | URL, init?: RequestInit) => {
      const text = init?.body === undefined || init.body === null ? undefined : await new Response(init.body).text();
      const form = new Headers(init?.headers).get('content-type')?.startsWith('application/x-www-form-urlencoded');
      const response = await trusting(input, init);
      const answerText = await response.clone().text();
      exchanges.push({
        method: init?.method ?? 'GET',
        url: String(input).slice(cloud.origin.length),
        body: text === undefined ? undefined : form ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text),
        status: response.status,
        answer: answerText ? JSON.parse(answerText) : undefined,
      });
      return response;
    };
    const db = new Database(':memory:');
    for (const migration of migrations) db.exec(migration.sql);
    const read = readMicrosoftCloudSettings(microsoftCloudEnv(cloud));
    if (read.state !== 'configured') throw new Error('complete settings');
    const connection = new MicrosoftConnection({
      settings: read.settings,
      states: new ConnectionStates(pluginDataApi(db, 'microsoft-cloud', migrations).crossCustomerData(), Date.now),
      tenantOf: () => DemoTenants.contoso,
      activeCustomers: () => ['contoso'],
      fetch: recording,
    });
    const client = (await connection.forCustomer('contoso'))!;
    for (const test of TEST_CALLS) await test(client);
    db.close();

    const operations = exchanges.map((exchange) => {
      const op = operationOf(exchange.method, exchange.url);
      if (!op) throw new Error(`${exchange.method} ${exchange.url} is in no kept description`);
      expect([...checkRequest(op, exchange.body), ...checkAnswer(op, exchange.status, exchange.answer)]).toEqual([]);
      return `${op.file} ${op.operationId} ${exchange.status}`;
    });
    expect(operations).toEqual([
      'entra-token.json Token_ClientCredentials 200',
      'graph.json subscribedSkus.subscribedSku.ListSubscribedSku 200',
      'entra-token.json Token_ClientCredentials 200',
      'resourcegraph.json Resources 200',
      'entra-token.json Token_ClientCredentials 200',
      'partner-center.json Subscriptions_ListByCustomer 200',
    ]);
  });
});
