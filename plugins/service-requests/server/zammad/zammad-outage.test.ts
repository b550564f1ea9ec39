import { count, makeTempDir, type TempDir } from '../../../../server/plugin-api/testing';
import { startZammad, type RunningZammad } from '../../../../server/plugin-api/testing/zammad';
import { ServiceRequestPaths } from '../../contract';
import { connectedPortal, fileRequest, testClock, type ConnectedPortal } from './zammad-test-kit';

const HOUR = 60 * 60_000;
let zammad: RunningZammad;
let connected: ConnectedPortal;
let dir: TempDir;
beforeEach(async () => {
  testClock.offsetMs = 0;
  dir = makeTempDir();
  zammad = await startZammad();
  connected = await connectedPortal(zammad, dir);
});
afterEach(async () => {
  await connected.portal.close();
  await zammad.close();
  dir.cleanup();
});

const fileSome = async (n: number) => {
  const numbers: string[] = [];
  for (let i = 1; i <= n; i++) numbers.push(await fileRequest(connected, `Outage request ${i}`));
  return numbers;
};
const listed = async () =>
  (await connected.call('GET', `${ServiceRequestPaths.list}?pageSize=100`)).json().items as {
    number: string;
    externalNumber: string | null;
    waitingForServiceDesk: boolean;
  }[];
/** Tickets in Zammad per portal number: made, delivered and duplicated as the issue counts them. */
const figures = (numbers: string[]) => {
  const references = zammad.state.tickets.map((ticket) => ticket.portal_reference);
  const delivered = numbers.filter((number) => references.includes(number)).length;
  return { made: numbers.length, delivered, duplicated: references.length - new Set(references).size };
};

describe('the delivery queue', () => {
  it('keeps what is filed during an outage (number and mail at once, waiting for the service desk) and delivers it once Zammad is back', async () => {
    zammad.state.down = true;
    const mails = count(connected.portal.app, 'mail_outbox');
    const numbers = await fileSome(5);
    await connected.desk.queue.run();

    expect(count(connected.portal.app, 'mail_outbox')).toBe(mails + 5);
    expect((await listed()).filter((row) => numbers.includes(row.number))).toEqual(
      numbers.map(() => expect.objectContaining({ waitingForServiceDesk: true, externalNumber: null })),
    );
    expect(connected.desk.queue.pending()).toBe(5);

    zammad.state.down = false;
    // Zammad comes back but the answers to the ticket creations are lost: the tickets exist, the portal did not hear.
    zammad.state.loseCreatedTickets = 5;
    testClock.offsetMs = HOUR;
    await connected.desk.queue.run();
    expect(zammad.state.tickets).toHaveLength(5);
    expect(connected.desk.queue.pending()).toBe(5);
    testClock.offsetMs = 2 * HOUR;
    await connected.desk.queue.run();

    const outage = figures(numbers);
    console.log(`outage: made ${outage.made}, delivered ${outage.delivered}, duplicated ${outage.duplicated}`);
    expect(outage).toEqual({ made: 5, delivered: 5, duplicated: 0 });
    expect(
      (await listed()).filter(
        (row) => numbers.includes(row.number) && !row.waitingForServiceDesk && row.externalNumber,
      ),
    ).toHaveLength(5);
  });

  it('delivers what a stopped portal left undelivered after the restart', async () => {
    zammad.state.down = true;
    const numbers = await fileSome(3);
    await connected.desk.queue.run();
    await connected.portal.close();

    zammad.state.down = false;
    testClock.offsetMs = HOUR;
    connected = await connectedPortal(zammad, dir);
    expect(connected.desk.queue.pending()).toBe(3);
    await connected.desk.queue.run();

    const restart = figures(numbers);
    console.log(`restart: made ${restart.made}, delivered ${restart.delivered}, duplicated ${restart.duplicated}`);
    expect(restart).toEqual({ made: 3, delivered: 3, duplicated: 0 });
    expect(connected.desk.queue.pending()).toBe(0);
  });

  it("waits Zammad's Retry-After on a 429, and keeps a reply behind its ticket", async () => {
    zammad.state.throttle = 1;
    const number = await fileRequest(connected, 'Throttled');
    expect(
      (await connected.call('POST', ServiceRequestPaths.replies(number), { text: 'One more detail.' })).statusCode,
    ).toBe(200);
    await connected.desk.queue.run();
    const row = connected.portal.app.portal.db
      .prepare("SELECT attempts, last_error, next_attempt_at FROM service_request_outbox WHERE kind = 'create'")
      .get() as { attempts: number; last_error: string; next_attempt_at: string };
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('429');
    expect(Date.parse(row.next_attempt_at) - testClock.now()).toBeLessThanOrEqual(1000);
    expect(zammad.state.tickets).toHaveLength(0);

    testClock.offsetMs = 2000;
    await connected.desk.queue.run();
    const ticket = zammad.state.tickets[0]!;
    expect(zammad.state.articles.filter((article) => article.ticket_id === ticket.id).map((a) => a.body)).toEqual([
      expect.stringContaining('black screen'),
      'One more detail.',
    ]);
  });
});
