import { DemoUsers } from '../../../../server/plugin-api';
import { startZammad, type RunningZammad } from '../../../../server/plugin-api/testing/zammad';
import { CataloguePaths, type FillableForm } from '../../contract-catalogue';
import { connectedPortal, testClock, type ConnectedPortal } from '../zammad/zammad-test-kit';

let zammad: RunningZammad;
let connected: ConnectedPortal;
beforeAll(async () => {
  testClock.offsetMs = 0;
  zammad = await startZammad();
  connected = await connectedPortal(zammad);
});
afterAll(async () => {
  await connected.portal.close();
  await zammad.close();
});

describe('a catalogue request with Zammad connected', () => {
  it('is queued with its structured answers and reaches the ticket system', async () => {
    const db = connected.portal.app.portal.db;
    const id = String(db.prepare("SELECT id FROM catalogue_forms WHERE starter = 'access-request'").pluck().get());
    const form = (await connected.call('GET', CataloguePaths.form(id))).json() as FillableForm;
    const answers = {
      for: DemoUsers.dirk,
      kind: 'application',
      what: 'Exact Online',
      mailbox: 'hidden@contoso.example',
    };
    const filed = await connected.call('POST', CataloguePaths.submit(id), { version: form.version, answers });
    expect(filed.statusCode).toBe(201);
    const { number } = filed.json() as { number: string };

    const queued = db
      .prepare("SELECT payload FROM service_request_outbox WHERE request_number = ? AND kind = 'create'")
      .pluck()
      .get(number) as string;
    expect(JSON.parse(queued)).toMatchObject({
      number,
      name: 'Access request',
      category: 'access',
      // The mailbox field shows only for a mailbox: its answer is not sent.
      answers: [
        { field: 'for', label: { en: 'For', nl: 'Voor' }, value: expect.any(String) },
        { field: 'kind', label: { en: 'Access to', nl: 'Toegang tot' }, value: 'An application' },
        {
          field: 'what',
          label: { en: 'Name of the application, folder or site', nl: 'Naam van de applicatie, map of site' },
          value: 'Exact Online',
        },
      ],
    });

    await connected.desk.queue.run();
    const ticket = zammad.state.tickets.find((t) => t.portal_reference === number)!;
    expect(ticket).toMatchObject({ title: 'Access request' });
    const first = zammad.state.articles.find((article) => article.ticket_id === ticket.id)!;
    expect(first.body).toContain('Name of the application, folder or site: Exact Online');
    expect(first.body).not.toContain('hidden@contoso.example');
  });
});
