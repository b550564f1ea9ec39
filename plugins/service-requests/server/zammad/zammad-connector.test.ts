import { trustingFetch } from '../../../../server/plugin-api/testing/microsoft-cloud';
import { startZammad, type RunningZammad } from '../../../../server/plugin-api/testing/zammad';
import { ServiceDeskUnavailable } from '../service-desk-connector';
import { plainTextOf } from './plain-text';
import { statusOfState, ZammadConnector } from './zammad-connector';

let zammad: RunningZammad;
beforeAll(async () => {
  zammad = await startZammad();
});
afterAll(() => zammad.close());

const connector = (token = zammad.state.token) =>
  new ZammadConnector({ url: zammad.origin, token, group: 'Users' }, trustingFetch(zammad.ca));
const ticket = {
  number: 'SR-000901',
  customer: { id: 'contoso', name: 'Contoso Zorg' },
  caller: { name: 'Anna de Vries', email: 'Anna.deVries@contoso.example', phone: '' },
  category: 'incident',
  name: 'Laptop',
  description: 'Black screen',
};

describe('the Zammad connector', () => {
  it('keeps a refused token out of the error it reports', async () => {
    const refused = connector('wrong-token-123').createTicket(ticket);
    await expect(refused).rejects.toBeInstanceOf(ServiceDeskUnavailable);
    await expect(refused).rejects.toThrow(/answered 401/);
    await expect(refused).rejects.not.toThrow(/wrong-token-123/);
  });

  it('finds the organization and the user again instead of creating them twice (e-mail in any case)', async () => {
    const first = await connector().createTicket(ticket);
    const second = await connector().createTicket({
      ...ticket,
      number: 'SR-000902',
      caller: { ...ticket.caller, email: 'anna.devries@contoso.example' },
    });
    expect(second.externalId).not.toBe(first.externalId);
    expect(zammad.state.organizations).toHaveLength(1);
    expect(zammad.state.users).toHaveLength(1);
    expect(await connector().createTicket(ticket)).toEqual(first);
  });

  it('answers null for a ticket Zammad does not have (404)', async () => {
    expect(await connector().fetchTicket('424242')).toBeNull();
  });

  it("maps Zammad's states and agents' HTML", () => {
    expect(
      ['new', 'open', 'pending reminder', 'pending close', 'closed', 'merged', 'escalated'].map(statusOfState),
    ).toEqual(['new', 'in-progress', 'waiting-for-customer', 'resolved', 'closed', 'closed', 'in-progress']);
    expect(plainTextOf('<p>Hi&nbsp;Anna,</p><div>see <b>below</b> &amp; &#x2713;</div><script>alert(1)</script>')).toBe(
      'Hi Anna,\nsee below & ✓',
    );
  });
});
