import { count, makeTempDir, type TempDir } from '../../../../server/plugin-api/testing';
import { startHalo, type RunningHalo } from '../../../../server/plugin-api/testing/halopsa';
import { ServiceRequestPaths } from '../../contract';
import { fileRequest, outageFigures, testClock, type ConnectedPortal } from '../connected-test-kit';
import { connectedPortal } from './halopsa-test-kit';

const HOUR = 60 * 60_000;
let halo: RunningHalo;
let connected: ConnectedPortal;
let dir: TempDir;
beforeEach(async () => {
  testClock.offsetMs = 0;
  dir = makeTempDir();
  halo = await startHalo();
  connected = await connectedPortal(halo, dir);
});
afterEach(async () => {
  await connected.portal.close();
  await halo.close();
  dir.cleanup();
});

const fileSome = async (n: number) => {
  const numbers: string[] = [];
  for (let i = 1; i <= n; i++) numbers.push(await fileRequest(connected, `Outage request ${i}`));
  return numbers;
};
const waiting = async (numbers: string[]) =>
  (
    (await connected.call('GET', `${ServiceRequestPaths.list}?pageSize=100`)).json().items as {
      number: string;
      waitingForServiceDesk: boolean;
      externalNumber: string | null;
    }[]
  ).filter((row) => numbers.includes(row.number) && row.waitingForServiceDesk && !row.externalNumber).length;
const figures = (numbers: string[]) =>
  outageFigures(
    numbers,
    halo.state.tickets.map((ticket) => ticket.userdef1),
  );

describe('the delivery queue with HaloPSA', () => {
  it('keeps what is filed while Halo is down (number and mail at once, waiting) and delivers it once, when Halo is back', async () => {
    halo.state.down = true;
    const mails = count(connected.portal.app, 'mail_outbox');
    const numbers = await fileSome(5);
    await connected.desk.queue.run();
    expect(count(connected.portal.app, 'mail_outbox')).toBe(mails + 5);
    expect(await waiting(numbers)).toBe(5);

    // Halo is back but the answers to the ticket creations are lost: the tickets exist, the portal did not hear.
    halo.state.down = false;
    halo.state.loseCreatedTickets = 5;
    testClock.offsetMs = HOUR;
    await connected.desk.queue.run();
    expect(halo.state.tickets).toHaveLength(5);
    expect(connected.desk.queue.pending()).toBe(5);
    testClock.offsetMs = 2 * HOUR;
    await connected.desk.queue.run();

    const outage = figures(numbers);
    console.log(`HaloPSA outage: made ${outage.made}, delivered ${outage.delivered}, duplicated ${outage.duplicated}`);
    expect(outage).toEqual({ made: 5, delivered: 5, duplicated: 0 });
    expect(await waiting(numbers)).toBe(0);
    expect(connected.desk.queue.pending()).toBe(0);
  });

  it("waits Halo's Retry-After on a 429, and keeps a reply behind its ticket", async () => {
    halo.state.throttle = 1;
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
    expect(halo.state.tickets).toHaveLength(0);

    testClock.offsetMs = 2000;
    await connected.desk.queue.run();
    const ticket = halo.state.tickets[0]!;
    expect(halo.state.actions.filter((action) => action.ticket_id === ticket.id).map((a) => a.note)).toEqual([
      expect.stringMatching(/^One more detail\.\n\n\[customer portal SR-\d+\/\d+\]$/),
    ]);
  });
});
