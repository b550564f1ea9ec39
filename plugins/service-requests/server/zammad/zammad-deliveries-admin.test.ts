import { DemoCustomers, DemoUsers } from '../../../../server/plugin-api';
import { ServiceDeskAdminPaths, type PendingDeliveries } from '../../contract';
import { connectedForEachTest, fileRequest } from './zammad-test-kit';

const running = connectedForEachTest();
const list = (userId: string = DemoUsers.petra) =>
  running.connected.call('GET', ServiceDeskAdminPaths.deliveries, undefined, userId);

describe("the administration's list of deliveries to Zammad", () => {
  it('shows a request failing delivery with its customer, attempts and reason; retry now delivers it, audited', async () => {
    const { connected, zammad } = running;
    zammad.state.down = true;
    const number = await fileRequest(connected, 'Laptop does not start');
    await connected.desk.queue.run();

    const failing = (await list()).json() as PendingDeliveries;
    expect(failing.connector).toBe('Zammad');
    expect(failing.items).toEqual([
      expect.objectContaining({
        requestNumber: number,
        customerId: DemoCustomers.contoso,
        customerName: expect.stringMatching(/Contoso/),
        kind: 'create',
        attempts: 1,
        problem: 'unreachable',
        lastError: expect.stringContaining('Zammad did not answer'),
      }),
    ]);
    expect(Date.parse(failing.items[0]!.nextAttemptAt)).toBeGreaterThan(Date.now());

    // Still down: the retry answers the item as it stands, with one more attempt.
    const id = failing.items[0]!.id;
    const again = await connected.call('POST', ServiceDeskAdminPaths.retry(id), undefined, DemoUsers.petra);
    expect(again.statusCode).toBe(200);
    expect(again.json().items[0]).toMatchObject({ id, attempts: 2, problem: 'unreachable' });

    zammad.state.down = false;
    const retried = await connected.call('POST', ServiceDeskAdminPaths.retry(id), undefined, DemoUsers.petra);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ connector: 'Zammad', items: [] });
    expect(zammad.state.tickets.filter((ticket) => ticket.portal_reference === number)).toHaveLength(1);
    expect((await list()).json().items).toEqual([]);
    expect((await connected.call('POST', ServiceDeskAdminPaths.retry(id), undefined, DemoUsers.petra)).statusCode).toBe(
      404,
    );

    const audited = connected.portal.app.portal.db
      .prepare('SELECT actor_user_id, customer_id, target_id FROM audit_log WHERE action = ?')
      .all('service-requests.delivery-retried');
    expect(audited).toEqual([
      { actor_user_id: DemoUsers.petra, customer_id: DemoCustomers.contoso, target_id: number },
      { actor_user_id: DemoUsers.petra, customer_id: DemoCustomers.contoso, target_id: number },
    ]);
  });

  it('is for provider administrators only, and refuses a malformed id', async () => {
    const { connected } = running;
    expect((await list(DemoUsers.anna)).statusCode).toBe(403); // the customer's own administrator
    expect((await list(DemoUsers.dirk)).statusCode).toBe(403);
    expect((await connected.portal.app.inject({ url: ServiceDeskAdminPaths.deliveries })).statusCode).toBe(401);
    expect((await connected.call('POST', ServiceDeskAdminPaths.retry(1), undefined, DemoUsers.anna)).statusCode).toBe(
      403,
    );
    expect(
      (await connected.call('POST', ServiceDeskAdminPaths.retry('x1'), undefined, DemoUsers.petra)).statusCode,
    ).toBe(400);
  });
});
