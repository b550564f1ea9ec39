import { trustingFetch } from '../../../../server/plugin-api/testing/microsoft-cloud';
import { startHalo, type RunningHalo } from '../../../../server/plugin-api/testing/halopsa';
import { ServiceDeskUnavailable } from '../service-desk-connector';
import { HaloConnector, statusOfHalo } from './halopsa-connector';

let halo: RunningHalo;
beforeAll(async () => {
  halo = await startHalo();
});
afterAll(() => halo.close());

const connector = (clientSecret = halo.state.clientSecret) =>
  new HaloConnector(
    { url: halo.origin, clientId: halo.state.clientId, clientSecret, tenant: '', ticketTypeId: null },
    trustingFetch(halo.ca),
  );
const ticket = {
  number: 'SR-000901',
  customer: { id: 'contoso', name: 'Contoso Zorg' },
  caller: { name: 'Anna de Vries', email: 'Anna.deVries@contoso.example', phone: '' },
  category: 'incident',
  name: 'Laptop',
  description: 'Black screen',
};

describe('the HaloPSA connector', () => {
  it('reports refused client credentials without the secret, and makes nothing', async () => {
    const refused = connector('wrong-secret-123456').createTicket(ticket);
    await expect(refused).rejects.toBeInstanceOf(ServiceDeskUnavailable);
    await expect(refused).rejects.toThrow(/refused the API application's client credentials \(400 invalid_client\)/);
    await expect(refused).rejects.not.toThrow(/wrong-secret-123456/);
    expect(halo.state.tickets).toHaveLength(0);
  });

  it('finds the client, site and end user again instead of creating them twice (e-mail in any case)', async () => {
    const first = await connector().createTicket(ticket);
    const second = await connector().createTicket({
      ...ticket,
      number: 'SR-000902',
      caller: { ...ticket.caller, email: 'anna.devries@contoso.example' },
    });
    expect(second.externalId).not.toBe(first.externalId);
    expect([halo.state.clients.length, halo.state.sites.length, halo.state.users.length]).toEqual([1, 1, 1]);
    expect(await connector().createTicket(ticket)).toEqual(first);
  });

  it('asks for a new token once Halo answers 401 to the one it holds, and keeps one token while it is valid', async () => {
    const halo1 = connector();
    await halo1.fetchTicket('1');
    const tokensBefore = halo.state.tokens.size;
    await halo1.fetchTicket('1');
    expect(halo.state.tokens.size).toBe(tokensBefore);
    halo.state.expireTokens();
    expect(await halo1.fetchTicket('1')).toBeNull();
    expect(halo.state.tokens.size).toBe(1);
  });

  it('answers null for a ticket Halo does not have (404), and maps its statuses', async () => {
    expect(await connector().fetchTicket('424242')).toBeNull();
    expect([1, 2, 3, 4, 5, 9, 77].map(statusOfHalo)).toEqual([
      'new',
      'in-progress',
      'in-progress',
      'waiting-for-customer',
      'in-progress',
      'closed',
      'in-progress',
    ]);
  });
});
