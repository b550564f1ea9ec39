import { count } from '../../../../server/plugin-api/testing';
import { startZammad, type RunningZammad } from '../../../../server/plugin-api/testing/zammad';
import { ServiceRequestPaths } from '../../contract';
import { hubSignatureOf } from './zammad-webhook';
import { agent, connectedPortal, fileRequest, testClock, type ConnectedPortal } from './zammad-test-kit';

let zammad: RunningZammad;
let connected: ConnectedPortal;
beforeEach(async () => {
  testClock.offsetMs = 0;
  zammad = await startZammad({ deliverWebhook: async (hook) => void (await connected.webhook(hook)) });
  connected = await connectedPortal(zammad);
});
afterEach(async () => {
  await connected.portal.close();
  await zammad.close();
});

const detail = async (number: string) => (await connected.call('GET', ServiceRequestPaths.detail(number))).json();
const ticketOf = (number: string) => zammad.state.tickets.find((ticket) => ticket.portal_reference === number)!;
const articlesOf = (number: string) =>
  zammad.state.articles.filter((article) => article.ticket_id === ticketOf(number).id);

describe('a service request with Zammad connected', () => {
  it('goes across with the caller and customer mapped, and the staff reply, status and closure come back', async () => {
    const number = await fileRequest(connected, 'Laptop does not start');
    await connected.desk.queue.run();

    const ticket = ticketOf(number);
    expect(ticket).toMatchObject({ title: 'Laptop does not start', group: 'Users', state: 'new' });
    const customer = zammad.state.users.find((user) => user.id === ticket.customer_id)!;
    expect(customer).toMatchObject({ email: 'anna.devries@contoso.example', firstname: 'Anna', lastname: 'de Vries' });
    expect(zammad.state.organizations.find((org) => org.id === ticket.organization_id)?.name).toMatch(/Contoso/);
    expect(articlesOf(number)[0]).toMatchObject({ sender: 'Customer', internal: false });
    expect(articlesOf(number)[0]!.body).toContain('black screen');
    expect(await detail(number)).toMatchObject({ number, externalNumber: ticket.number, waitingForServiceDesk: false });

    // The customer's reply with an attachment reaches the ticket as an article with the file.
    const reply = await connected.call('POST', ServiceRequestPaths.replies(number), {
      text: 'The screen stays black, see the photo.',
      attachments: [
        { fileName: 'screen.txt', contentType: 'text/plain', contentBase64: Buffer.from('black').toString('base64') },
      ],
    });
    expect(reply.statusCode).toBe(200);
    await connected.desk.queue.run();
    const sent = articlesOf(number).at(-1)!;
    expect(sent).toMatchObject({ sender: 'Customer', body: 'The screen stays black, see the photo.' });
    expect(sent.attachments.map((file) => [file.filename, file.data])).toEqual([['screen.txt', 'YmxhY2s=']]);

    // The agent answers in Zammad and waits for the customer: the webhook brings both into the portal.
    await agent(zammad, {
      ticketNumber: ticket.number,
      text: '<p>Please hold the power button for 30&nbsp;s.</p>',
      state: 'pending reminder',
      agentName: 'Emma Taylor <emma@msp.example>',
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

    // Closed in Zammad: closed in the portal; the rating goes back as an internal note (Zammad has no rating).
    await agent(zammad, { ticketNumber: ticket.number, state: 'closed' });
    seen = await detail(number);
    expect(seen.status).toBe('closed');
    expect(
      (await connected.call('POST', ServiceRequestPaths.rating(number), { score: 4, comment: 'Quick help' }))
        .statusCode,
    ).toBe(200);
    await connected.desk.queue.run();
    expect(articlesOf(number).at(-1)).toMatchObject({ internal: true, body: expect.stringContaining('4 of 5') });

    const list = (await connected.call('GET', ServiceRequestPaths.list)).json();
    expect(list.items.find((item: { number: string }) => item.number === number)).toMatchObject({
      status: 'closed',
      externalNumber: ticket.number,
      waitingForServiceDesk: false,
    });
  });

  it('applies a webhook once: the same delivery again, or an unsigned one, changes nothing', async () => {
    const number = await fileRequest(connected, 'Printer offline');
    await connected.desk.queue.run();
    zammad.state.deliverWebhook = null;
    const hook = await agent(zammad, {
      ticketNumber: ticketOf(number).number,
      text: '<p>We restarted the print server.</p>',
      state: 'open',
    });

    const first = await connected.webhook(hook);
    expect(first.json()).toEqual({ outcome: 'applied' });
    const after = await detail(number);
    const entries = count(connected.portal.app, 'service_request_entries');

    const again = await connected.webhook(hook);
    expect([again.statusCode, again.json()]).toEqual([200, { outcome: 'duplicate' }]);
    const forged = await connected.webhook({
      ...hook,
      headers: { ...hook.headers, 'x-zammad-delivery': 'another', 'x-hub-signature': 'sha1=0000' },
    });
    expect(forged.statusCode).toBe(401);
    const unsigned = await connected.webhook({ ...hook, body: hook.body.replace('Printer', 'Scanner') });
    expect(unsigned.statusCode).toBe(401);
    const huge = await connected.webhook({ ...hook, body: `{"ticket":{"id":1},"pad":"${'x'.repeat(1024 * 1024)}"}` });
    expect(huge.statusCode).toBe(413);

    // Signed over the bytes as sent (Rails escapes <, > and & in JSON), with a new delivery id: read back, no change.
    const railsBody = hook.body.replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
    expect(railsBody).not.toBe(hook.body);
    const resent = await connected.webhook({
      body: railsBody,
      headers: {
        ...hook.headers,
        'x-zammad-delivery': 'resent',
        'x-hub-signature': hubSignatureOf(zammad.portalEnv.ZAMMAD_WEBHOOK_SECRET!, railsBody),
      },
    });
    expect(resent.json()).toEqual({ outcome: 'applied' });

    expect(await detail(number)).toEqual(after);
    expect(count(connected.portal.app, 'service_request_entries')).toBe(entries);
    expect(
      after.entries.filter((entry: { text: string }) => entry.text === 'We restarted the print server.'),
    ).toHaveLength(1);
  });

  it('reads open tickets back by polling when a webhook never came', async () => {
    const number = await fileRequest(connected, 'VPN drops');
    await connected.desk.queue.run();
    zammad.state.deliverWebhook = null;
    await agent(zammad, {
      ticketNumber: ticketOf(number).number,
      text: 'A new VPN profile is on its way.',
      state: 'open',
    });
    expect((await detail(number)).status).toBe('new');

    await connected.desk.sync.poll();
    const seen = await detail(number);
    expect(seen.status).toBe('in-progress');
    expect(seen.entries.some((entry: { text: string }) => entry.text === 'A new VPN profile is on its way.')).toBe(
      true,
    );
  });
});
