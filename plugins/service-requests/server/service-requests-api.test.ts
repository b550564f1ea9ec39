import { DemoUsers, HttpError } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { LIMITS, REPLY_BODY_LIMIT, ServiceRequestPaths } from '../contract';
import { serviceRequestsServerPlugin } from './index';
import { ReferenceTicketSystem } from './reference-ticket-system';
import type { TicketSystemFactory } from './settings';
import { MemoryFileStorage, testFilesPlugin } from './test-files-plugin';

const TOKEN = 'provider-token-0123456789abcdef';
let portal: TestPortal;
let files: MemoryFileStorage;
beforeEach(async () => {
  files = new MemoryFileStorage();
  portal = await createTestPortal({
    plugins: {
      'service-requests': serviceRequestsServerPlugin({ env: { SERVICE_REQUESTS_PROVIDER_TOKEN: TOKEN } }),
      'zz-files': testFilesPlugin(files),
    },
  });
});
afterEach(async () => {
  await portal.close();
});

const db = () => portal.app.portal.db;
const call = async (
  method: 'GET' | 'POST',
  url: string,
  userId: string = DemoUsers.anna,
  payload?: unknown,
  extra: Record<string, string> = {},
) =>
  portal.app.inject({
    method,
    url,
    headers: { ...(await userHeaders(portal.app, userId)), ...extra },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const list = async (userId: string, query = '') => call('GET', `${ServiceRequestPaths.list}${query}`, userId);
const numberOf = (name: string) =>
  db().prepare('SELECT number FROM service_requests WHERE name = ?').pluck().get(name) as string;
/** Everything a refused call could have written. */
const everything = () => ({
  requests: db().prepare('SELECT * FROM service_requests ORDER BY id').all(),
  entries: count(portal.app, 'service_request_entries'),
  attachments: count(portal.app, 'service_request_attachments'),
  mail: count(portal.app, 'mail_outbox'),
  files: files.files.size,
});

const valid = {
  category: 'incident',
  name: 'Laptop does not start',
  description: 'The laptop shows a black screen after the update.',
  caller: { name: 'Anna de Vries', email: 'anna.devries@contoso.example', phone: '+31 20 555 0142' },
};

describe('the wizard: intake and filing', () => {
  it("offers the categories and the caller's contact data from the account, the phone from the last request", async () => {
    const res = await call('GET', ServiceRequestPaths.intake);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      categories: expect.arrayContaining([
        { id: 'incident', name: { en: 'Incident (something does not work)', nl: 'Storing (iets werkt niet)' } },
      ]),
      caller: { name: 'Anna de Vries', email: 'anna.devries@contoso.example', phone: '+31 20 555 0142' },
      attachmentsEnabled: true,
    });
  });

  it("files a request (201 with its number), lists it as the caller's and queues the confirmation e-mail in the browser's language", async () => {
    const mails = count(portal.app, 'mail_outbox');
    const res = await call('POST', ServiceRequestPaths.create, DemoUsers.dirk, valid, {
      'accept-language': 'nl-NL,nl;q=0.9',
    });
    expect(res.statusCode).toBe(201);
    const { number } = res.json();
    expect(number).toMatch(/^SR-\d{6}$/);
    const mine = (await list(DemoUsers.dirk, '?scope=mine')).json();
    expect(mine.items[0]).toMatchObject({
      number,
      name: 'Laptop does not start',
      category: 'incident',
      status: 'new',
      mine: true,
    });
    const queued = db()
      .prepare('SELECT recipient, subject, text_body FROM mail_outbox ORDER BY id DESC LIMIT 2')
      .all() as { recipient: string | null; subject: string; text_body: string }[];
    expect(count(portal.app, 'mail_outbox')).toBe(mails + 2);
    expect(queued).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          recipient: 'anna.devries@contoso.example',
          subject: `Uw serviceverzoek ${number} is geregistreerd`,
        }),
        expect.objectContaining({ recipient: null, subject: expect.stringContaining(`New service request ${number}`) }),
      ]),
    );
  });

  it.each([
    ['no category', { ...valid, category: '' }, 'body.category'],
    ['an unknown category', { ...valid, category: 'coffee' }, 'body.category: is not a category'],
    ['a blank name', { ...valid, name: '   ' }, 'body.name: is required'],
    ['a name of 2 characters', { ...valid, name: 'ab' }, 'body.name: is too short'],
    ['a name of 121 characters', { ...valid, name: 'x'.repeat(121) }, 'body.name: is too long'],
    ['a short description', { ...valid, description: 'broken' }, 'body.description: is too short'],
    [
      'a bad e-mail address',
      { ...valid, caller: { ...valid.caller, email: 'anna@' } },
      'body.caller.email: is not valid',
    ],
    [
      'letters for a phone number',
      { ...valid, caller: { ...valid.caller, phone: 'call me' } },
      'body.caller.phone: is not valid',
    ],
    ['no caller', { ...valid, caller: undefined }, 'body.caller'],
    ['an extra field', { ...valid, priority: 'urgent' }, 'priority'],
  ])('refuses %s with 400 and writes nothing', async (_label, payload, reason) => {
    const before = everything();
    const res = await call('POST', ServiceRequestPaths.create, DemoUsers.anna, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(reason);
    expect(everything()).toEqual(before);
  });

  it('accepts an empty phone number (optional)', async () => {
    const res = await call('POST', ServiceRequestPaths.create, DemoUsers.anna, {
      ...valid,
      caller: { ...valid.caller, phone: '' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('authorization', () => {
  it('answers 401 signed out, 403 without the support permission (the refusal writes nothing)', async () => {
    expect((await portal.app.inject({ url: ServiceRequestPaths.list })).statusCode).toBe(401);
    for (const user of [DemoUsers.carla, DemoUsers.petra]) expect((await list(user)).statusCode).toBe(403);
    const before = everything();
    expect((await call('POST', ServiceRequestPaths.create, DemoUsers.petra, valid)).statusCode).toBe(403);
    expect(everything()).toEqual(before);
  });

  it("lists only one's own requests without the all-requests right, and refuses scope=all (403)", async () => {
    const res = (await list(DemoUsers.dirk)).json();
    expect(res.canSeeAll).toBe(false);
    expect(res.items.map((r: { name: string }) => r.name).sort()).toEqual([
      'Invoice reference for the October licences',
      'New employee needs an account',
    ]);
    expect(res.items.every((r: { mine: boolean }) => r.mine)).toBe(true);
    expect((await list(DemoUsers.dirk, '?scope=all')).statusCode).toBe(403);
  });

  it("lists the whole customer's requests for a customer administrator, and only the active customer's", async () => {
    const res = (await list(DemoUsers.anna)).json();
    expect(res.canSeeAll).toBe(true);
    expect(res.total).toBe(7);
    expect(res.items.some((r: { mine: boolean }) => !r.mine)).toBe(true);
    expect(res.items.map((r: { name: string }) => r.name)).not.toContain('Website laadt traag');
    expect((await list(DemoUsers.anna, '?scope=mine')).json().total).toBe(5);
  });

  it("opens another user's request with the right (anna) and not without it (dirk: 404); another customer's is 404", async () => {
    const dirks = numberOf('New employee needs an account');
    const annas = numberOf('VPN disconnects every few minutes');
    const fabrikams = numberOf('Website laadt traag');
    expect((await call('GET', ServiceRequestPaths.detail(dirks), DemoUsers.anna)).statusCode).toBe(200);
    expect((await call('GET', ServiceRequestPaths.detail(annas), DemoUsers.dirk)).statusCode).toBe(404);
    expect((await call('GET', ServiceRequestPaths.detail(fabrikams), DemoUsers.anna)).statusCode).toBe(404);
    expect((await call('GET', ServiceRequestPaths.detail(fabrikams), DemoUsers.bram)).statusCode).toBe(404);
    const before = everything();
    expect(
      (await call('POST', ServiceRequestPaths.replies(annas), DemoUsers.dirk, { text: 'Me too' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', ServiceRequestPaths.replies(fabrikams), DemoUsers.anna, { text: 'Hallo' })).statusCode,
    ).toBe(404);
    expect(everything()).toEqual(before);
  });

  it('answers 404 on every route when the customer does not enable the plugin', async () => {
    setCustomerPlugins(portal.app, 'contoso', ['report']);
    expect((await list(DemoUsers.anna)).statusCode).toBe(404);
  });
});

describe('the list: search, filters, sort and paging', () => {
  it('searches, filters by status and category, sorts and pages', async () => {
    expect((await list(DemoUsers.anna, '?search=vpn')).json().items.map((r: { name: string }) => r.name)).toEqual([
      'VPN disconnects every few minutes',
    ]);
    expect((await list(DemoUsers.anna, '?search=100%25')).json().total).toBe(0);
    const closed = (await list(DemoUsers.anna, '?status=closed')).json();
    expect(closed.total).toBe(3);
    expect(closed.items.every((r: { status: string }) => r.status === 'closed')).toBe(true);
    expect((await list(DemoUsers.anna, '?category=access')).json().items.map((r: { name: string }) => r.name)).toEqual([
      'New employee needs an account',
    ]);
    const byName = (await list(DemoUsers.anna, '?sort=name&order=asc'))
      .json()
      .items.map((r: { name: string }) => r.name);
    expect(byName).toEqual([...byName].sort((a: string, b: string) => a.localeCompare(b)));
    const page2 = (await list(DemoUsers.anna, '?pageSize=3&page=2&sort=number&order=asc')).json();
    expect(page2).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(page2.items).toHaveLength(3);
  });

  it.each(['?page=0', '?pageSize=101', '?pageSize=1.5', '?status=open', '?sort=priority', '?order=up', '?scope=team'])(
    'refuses %s with 400',
    async (query) => {
      expect((await list(DemoUsers.anna, query)).statusCode).toBe(400);
    },
  );
});

describe('the conversation: replies and attachments', () => {
  it('adds a reply; a reply to "waiting for customer" puts the request back in progress', async () => {
    const number = numberOf('VPN disconnects every few minutes');
    const res = await call('POST', ServiceRequestPaths.replies(number), DemoUsers.anna, {
      text: '  The last drop was at 14:05; the router is a FRITZ!Box 7590.  ',
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.status).toBe('in-progress');
    expect(detail.entries.at(-1)).toMatchObject({
      kind: 'message',
      author: 'customer',
      authorName: 'Anna de Vries',
      text: 'The last drop was at 14:05; the router is a FRITZ!Box 7590.',
    });
  });

  it.each([
    ['blank text', { text: '   ' }, 400],
    ['text over 4000 characters', { text: 'x'.repeat(4001) }, 400],
    [
      'bad base64',
      { text: 'Log', attachments: [{ fileName: 'log.txt', contentType: 'text/plain', contentBase64: '***' }] },
      400,
    ],
    [
      'two attachments',
      {
        text: 'Logs',
        attachments: [1, 2].map((n) => ({ fileName: `${n}.txt`, contentType: 'text/plain', contentBase64: 'aGk=' })),
      },
      400,
    ],
    [
      'an attachment over the limit',
      {
        text: 'Big',
        attachments: [
          {
            fileName: 'big.bin',
            contentType: '',
            contentBase64: Buffer.alloc(LIMITS.attachmentBytes + 1).toString('base64'),
          },
        ],
      },
      413,
    ],
    [
      "a body over the route's limit",
      {
        text: 'Huge',
        attachments: [{ fileName: 'huge.bin', contentType: '', contentBase64: 'A'.repeat(REPLY_BODY_LIMIT) }],
      },
      413,
    ],
  ])('refuses %s and writes nothing', async (_label, payload, status) => {
    const number = numberOf('Printer on the 2nd floor does not print');
    const before = everything();
    const res = await call('POST', ServiceRequestPaths.replies(number), DemoUsers.anna, payload);
    expect(res.statusCode).toBe(status);
    expect(everything()).toEqual(before);
  });

  it('refuses a reply to a closed request (409)', async () => {
    const before = everything();
    expect(
      (
        await call(
          'POST',
          ServiceRequestPaths.replies(numberOf('Outlook asks for the password again and again')),
          DemoUsers.anna,
          { text: 'Again' },
        )
      ).statusCode,
    ).toBe(409);
    expect(everything()).toEqual(before);
  });

  it('takes a screenshot-sized attachment (megabytes, far above the 64 kB of other routes)', async () => {
    const number = numberOf('Printer on the 2nd floor does not print');
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    const res = await call('POST', ServiceRequestPaths.replies(number), DemoUsers.anna, {
      text: 'The error on the display',
      attachments: [{ fileName: 'display.png', contentType: 'image/png', contentBase64: bytes.toString('base64') }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries.at(-1).attachments[0]).toMatchObject({ fileName: 'display.png', size: bytes.length });
  });

  it('stores an attachment through the file storage; it is downloadable only once scanned clean', async () => {
    const number = numberOf('Printer on the 2nd floor does not print');
    const res = await call('POST', ServiceRequestPaths.replies(number), DemoUsers.anna, {
      text: 'A photo of the display',
      attachments: [
        {
          fileName: 'display.txt',
          contentType: 'text/plain',
          contentBase64: Buffer.from('OFFLINE').toString('base64'),
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const attachment = res.json().entries.at(-1).attachments[0];
    expect(attachment).toEqual({ id: 'file-1', fileName: 'display.txt', size: 7, scanStatus: 'pending' });
    const url = ServiceRequestPaths.attachment(number, attachment.id);
    const pending = await call('GET', url);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toContain('being scanned');
    files.scan('file-1', 'clean');
    const clean = await call('GET', url);
    expect(clean.statusCode).toBe(200);
    expect(clean.headers['content-disposition']).toContain('display.txt');
    expect(clean.body).toBe('OFFLINE');
    files.scan('file-1', 'infected');
    expect((await call('GET', url)).statusCode).toBe(409);
    // Not an attachment of this request, or another user's request: 404.
    expect(
      (await call('GET', ServiceRequestPaths.attachment(numberOf('VPN disconnects every few minutes'), 'file-1')))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', url, DemoUsers.dirk)).statusCode).toBe(404);
  });

  it("passes on the file storage's refusal and writes no reply", async () => {
    files.refuseNext = 'Files of this type are not accepted.';
    const before = everything();
    const res = await call(
      'POST',
      ServiceRequestPaths.replies(numberOf('Printer on the 2nd floor does not print')),
      DemoUsers.anna,
      {
        text: 'Program',
        attachments: [{ fileName: 'setup.exe', contentType: 'application/octet-stream', contentBase64: 'TVo=' }],
      },
    );
    expect(res.statusCode).toBe(415);
    expect(everything()).toEqual(before);
  });
});

describe('a reply the ticket system does not save', () => {
  it('removes the attachments already stored for it (no orphaned files, no quota taken) and passes the failure on', async () => {
    await portal.close();
    const failing: TicketSystemFactory = ({ data }) =>
      Object.assign(new ReferenceTicketSystem(data), {
        reply: async () => {
          throw new HttpError(502, 'The ticket system did not answer.');
        },
      });
    portal = await createTestPortal({
      plugins: {
        'service-requests': serviceRequestsServerPlugin({
          env: { SERVICE_REQUESTS_CONNECTOR: 'failing' },
          connectors: { failing },
        }),
        'zz-files': testFilesPlugin(files),
      },
    });
    const before = everything();
    const res = await call(
      'POST',
      ServiceRequestPaths.replies(numberOf('Printer on the 2nd floor does not print')),
      DemoUsers.anna,
      {
        text: 'The log',
        attachments: [
          {
            fileName: 'log.txt',
            contentType: 'text/plain',
            contentBase64: Buffer.from('paper jam').toString('base64'),
          },
        ],
      },
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The ticket system did not answer.');
    expect(everything()).toEqual(before);
  });
});

describe("a provider's connector written before the delivery queue", () => {
  it('lists and opens its requests as delivered, without a ticket-system number', async () => {
    await portal.close();
    const older: TicketSystemFactory = ({ data }) => {
      const reference = new ReferenceTicketSystem(data);
      const strip = <T extends object>(ticket: T) => {
        const { externalNumber: _n, waitingForServiceDesk: _w, ...rest } = ticket as T & Record<string, unknown>;
        return rest as T;
      };
      return Object.assign(reference, {
        list: async (query: Parameters<ReferenceTicketSystem['list']>[0]) => {
          const page = await ReferenceTicketSystem.prototype.list.call(reference, query);
          return { ...page, items: page.items.map(strip) };
        },
        get: async (customerId: string, number: string) => {
          const ticket = await ReferenceTicketSystem.prototype.get.call(reference, customerId, number);
          return ticket && strip(ticket);
        },
      });
    };
    portal = await createTestPortal({
      plugins: {
        'service-requests': serviceRequestsServerPlugin({
          env: { SERVICE_REQUESTS_CONNECTOR: 'older' },
          connectors: { older },
        }),
      },
    });
    const row = (await list(DemoUsers.anna)).json().items[0];
    expect(row).toMatchObject({ externalNumber: null, waitingForServiceDesk: false });
    const detail = (await call('GET', ServiceRequestPaths.detail(row.number))).json();
    expect(detail).toMatchObject({ externalNumber: null, waitingForServiceDesk: false });
  });
});

describe('without the files capability', () => {
  it('says attachments are off and refuses them (400), writing nothing', async () => {
    await portal.close();
    portal = await createTestPortal({ plugins: { 'service-requests': serviceRequestsServerPlugin({ env: {} }) } });
    expect((await call('GET', ServiceRequestPaths.intake)).json().attachmentsEnabled).toBe(false);
    const number = numberOf('Printer on the 2nd floor does not print');
    expect((await call('GET', ServiceRequestPaths.detail(number))).json().attachmentsEnabled).toBe(false);
    const before = everything();
    const res = await call('POST', ServiceRequestPaths.replies(number), DemoUsers.anna, {
      text: 'Log',
      attachments: [{ fileName: 'log.txt', contentType: 'text/plain', contentBase64: 'aGk=' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Attachments are not available');
    expect(everything()).toEqual(before);
  });
});

describe('the rating', () => {
  it('rates a closed request once, then refuses (409); an open one cannot be rated', async () => {
    const closed = numberOf('Outlook asks for the password again and again');
    const res = await call('POST', ServiceRequestPaths.rating(closed), DemoUsers.anna, {
      score: 4,
      comment: ' Solved quickly ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rating).toEqual({ score: 4, comment: 'Solved quickly', ratedAt: expect.any(String) });
    const before = everything();
    expect((await call('POST', ServiceRequestPaths.rating(closed), DemoUsers.anna, { score: 1 })).statusCode).toBe(409);
    expect(
      (
        await call('POST', ServiceRequestPaths.rating(numberOf('VPN disconnects every few minutes')), DemoUsers.anna, {
          score: 5,
        })
      ).statusCode,
    ).toBe(409);
    expect(everything()).toEqual(before);
  });

  it.each([
    ['score 0', { score: 0 }],
    ['score 6', { score: 6 }],
    ['score 3.5', { score: 3.5 }],
    ['score as text', { score: '5' }],
    ['no score', {}],
    ['a comment over 1000 characters', { score: 5, comment: 'x'.repeat(1001) }],
  ])('refuses %s with 400', async (_label, payload) => {
    const before = everything();
    expect(
      (
        await call(
          'POST',
          ServiceRequestPaths.rating(numberOf('Outlook asks for the password again and again')),
          DemoUsers.anna,
          payload,
        )
      ).statusCode,
    ).toBe(400);
    expect(everything()).toEqual(before);
  });
});

describe("the provider's events route (machine)", () => {
  const post = (number: string, payload: unknown, token: string | null = TOKEN) =>
    portal.app.inject({
      method: 'POST',
      url: ServiceRequestPaths.providerEvents(number),
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("adds an agent's reply and a status change that the customer sees", async () => {
    const number = numberOf('Printer on the 2nd floor does not print');
    const res = await post(number, {
      customerId: 'contoso',
      agentName: 'Pieter Bakker',
      text: 'We replaced the network cable.',
      status: 'resolved',
    });
    expect(res.statusCode).toBe(200);
    const detail = (await call('GET', ServiceRequestPaths.detail(number))).json();
    expect(detail.status).toBe('resolved');
    expect(detail.entries.slice(-2)).toMatchObject([
      { kind: 'message', author: 'agent', authorName: 'Pieter Bakker', text: 'We replaced the network cable.' },
      { kind: 'status', author: 'agent', status: 'resolved' },
    ]);
  });

  it('refuses a wrong or missing token (401), another customer (404) and an empty event (400), writing nothing', async () => {
    const number = numberOf('Printer on the 2nd floor does not print');
    const before = everything();
    expect(
      (await post(number, { customerId: 'contoso', agentName: 'X', text: 'Hi' }, 'wrong-token-0123456789abcdefgh'))
        .statusCode,
    ).toBe(401);
    expect((await post(number, { customerId: 'contoso', agentName: 'X', text: 'Hi' }, null)).statusCode).toBe(401);
    expect((await post(number, { customerId: 'fabrikam', agentName: 'X', text: 'Hi' })).statusCode).toBe(404);
    expect((await post(number, { customerId: 'contoso', agentName: 'X' })).statusCode).toBe(400);
    expect((await post(number, { customerId: 'contoso', agentName: 'X', status: 'done' })).statusCode).toBe(400);
    expect(everything()).toEqual(before);
  });
});
