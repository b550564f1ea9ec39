import { count } from '../../../../server/plugin-api/testing';
import { startHalo, type RunningHalo } from '../../../../server/plugin-api/testing/halopsa';
import { ServiceRequestPaths } from '../../contract';
import { fileRequest, testClock, type ConnectedPortal } from '../connected-test-kit';
import { agent, connectedPortal } from './halopsa-test-kit';
import { basicAuthorizationOf } from './halopsa-webhook';

let halo: RunningHalo;
let connected: ConnectedPortal;
beforeEach(async () => {
  testClock.offsetMs = 0;
  halo = await startHalo({ deliverWebhook: async (hook) => void (await connected.webhook(hook)) });
  connected = await connectedPortal(halo);
});
afterEach(async () => {
  await connected.portal.close();
  await halo.close();
});

const detail = async (number: string) => (await connected.call('GET', ServiceRequestPaths.detail(number))).json();
const ticketOf = (number: string) => halo.state.tickets.find((ticket) => ticket.userdef1 === number)!;
const actionsOf = (number: string) => halo.state.actions.filter((action) => action.ticket_id === ticketOf(number).id);

describe('a service request with HaloPSA connected', () => {
  it('goes across with the client and end user mapped, and the staff reply, status and closure come back', async () => {
    const number = await fileRequest(connected, 'Laptop does not start');
    await connected.desk.queue.run();

    const ticket = ticketOf(number);
    expect(ticket).toMatchObject({ summary: 'Laptop does not start', status_id: 1 });
    expect(ticket.details).toContain('black screen');
    const user = halo.state.users.find((one) => one.id === ticket.user_id)!;
    expect(user).toMatchObject({ emailaddress: 'anna.devries@contoso.example', name: 'Anna de Vries' });
    expect(halo.state.clients.find((one) => one.id === ticket.client_id)?.name).toMatch(/Contoso/);
    expect(user.client_id).toBe(ticket.client_id);
    expect(await detail(number)).toMatchObject({
      number,
      externalNumber: String(ticket.id),
      waitingForServiceDesk: false,
    });

    // The customer's reply with an attachment reaches the ticket as the end user's action with the file.
    const reply = await connected.call('POST', ServiceRequestPaths.replies(number), {
      text: 'The screen stays black, see the photo.',
      attachments: [
        { fileName: 'screen.txt', contentType: 'text/plain', contentBase64: Buffer.from('black').toString('base64') },
      ],
    });
    expect(reply.statusCode).toBe(200);
    await connected.desk.queue.run();
    const sent = actionsOf(number).at(-1)!;
    expect(sent).toMatchObject({ who: 'Anna de Vries', who_type: 1, hiddenfromuser: false });
    expect(sent.note).toMatch(/^The screen stays black, see the photo\./);
    expect(halo.state.attachments.map((file) => [file.filename, file.data_base64, file.action_id])).toEqual([
      ['screen.txt', 'YmxhY2s=', sent.id],
    ]);

    // The agent answers in Halo and waits for the user: the webhook brings both into the portal.
    await agent(halo, {
      ticketId: ticket.id,
      text: '<p>Please hold the power button for 30&nbsp;s.</p>',
      statusId: 4,
      agentName: 'Emma Taylor',
    });
    let seen = await detail(number);
    expect(seen.status).toBe('waiting-for-customer');
    expect(seen.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'message',
          author: 'agent',
          authorName: 'Emma Taylor',
          text: 'Please hold the power button for 30 s.',
        }),
      ]),
    );
    // The portal's own reply is not shown twice.
    expect(
      seen.entries.filter((entry: { text: string }) => entry.text.startsWith('The screen stays black')),
    ).toHaveLength(1);

    // Closed in Halo: closed in the portal; the rating goes back as Halo's feedback on the ticket, once.
    await agent(halo, { ticketId: ticket.id, statusId: 9 });
    seen = await detail(number);
    expect(seen.status).toBe('closed');
    expect(
      (await connected.call('POST', ServiceRequestPaths.rating(number), { score: 4, comment: 'Quick help' }))
        .statusCode,
    ).toBe(200);
    await connected.desk.queue.run();
    expect(halo.state.feedback).toEqual([
      expect.objectContaining({ ticket_id: ticket.id, score: 4, comment: 'Quick help' }),
    ]);

    const list = (await connected.call('GET', `${ServiceRequestPaths.list}?pageSize=100`)).json();
    expect(list.items.find((item: { number: string }) => item.number === number)).toMatchObject({
      status: 'closed',
      externalNumber: String(ticket.id),
      waitingForServiceDesk: false,
    });
  });

  it('applies a webhook once: the same delivery again, or one without the Basic credentials, changes nothing', async () => {
    const number = await fileRequest(connected, 'Printer offline');
    await connected.desk.queue.run();
    halo.state.deliverWebhook = null;
    const hook = await agent(halo, {
      ticketId: ticketOf(number).id,
      text: 'We restarted the print server.',
      statusId: 2,
    });

    expect((await connected.webhook(hook)).json()).toEqual({ outcome: 'applied' });
    const after = await detail(number);
    const entries = count(connected.portal.app, 'service_request_entries');

    const again = await connected.webhook(hook);
    expect([again.statusCode, again.json()]).toEqual([200, { outcome: 'duplicate' }]);
    const wrong = await connected.webhook({
      ...hook,
      headers: { ...hook.headers, authorization: basicAuthorizationOf('customer-portal', 'not-the-password-at-all!') },
    });
    expect(wrong.statusCode).toBe(401);
    const { authorization: _dropped, ...unauthenticated } = hook.headers;
    expect((await connected.webhook({ ...hook, headers: unauthenticated })).statusCode).toBe(401);

    expect(await detail(number)).toEqual(after);
    expect(count(connected.portal.app, 'service_request_entries')).toBe(entries);
    expect(
      after.entries.filter((entry: { text: string }) => entry.text === 'We restarted the print server.'),
    ).toHaveLength(1);
    expect(after.status).toBe('in-progress');
  });

  it('reads open tickets back by polling when a webhook never came', async () => {
    const number = await fileRequest(connected, 'VPN drops');
    await connected.desk.queue.run();
    halo.state.deliverWebhook = null;
    await agent(halo, { ticketId: ticketOf(number).id, text: 'A new VPN profile is on its way.', statusId: 2 });
    expect((await detail(number)).status).toBe('new');

    await connected.desk.sync.poll();
    const seen = await detail(number);
    expect(seen.status).toBe('in-progress');
    expect(seen.entries.some((entry: { text: string }) => entry.text === 'A new VPN profile is on its way.')).toBe(
      true,
    );
  });
});
