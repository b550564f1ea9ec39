import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptForms } from '../kit/http';
import { throttled, ticketSystemApp } from '../kit/ticket-system';
import { recordPage } from './record-page';
import { HaloState, STATUSES, TICKET_TYPES, type HAction, type HTicket } from './state';

export interface HaloEmulator {
  app: FastifyInstance;
  state: HaloState;
  controlKey: string;
}

type Body = Record<string, unknown>;
const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send(message);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => Number(value);
const query = (request: FastifyRequest) => (request.query ?? {}) as Body;
/** Halo's POSTs take an array of records; one record posted answers the record made. */
const firstRecord = (request: FastifyRequest): Body | null => {
  const body = request.body;
  const record = Array.isArray(body) ? body[0] : null;
  return record && typeof record === 'object' ? (record as Body) : null;
};
const searchIn = (values: unknown[], search: string) =>
  !search ||
  values.some((value) =>
    String(value ?? '')
      .toLowerCase()
      .includes(search.toLowerCase()),
  );
const page = <T>(request: FastifyRequest, items: T[]) => items.slice(0, Math.min(num(query(request).count) || 50, 100));

/**
 * The parts of the Halo API (HaloPSA) the portal's connector uses, as kept in descriptions/ (README beside this
 * file): the OAuth2 client-credentials token, clients, sites and end users found by search or created, tickets
 * created and read, actions listed and added, attachments and feedback; 400, 401, 404 answers; a 429 when a test
 * switches throttling on; and control routes that play an agent (reply, status change) and fire the webhook.
 */
export function buildHaloEmulator(
  state: HaloState,
  options: { https?: { key: string; cert: string } } = {},
): HaloEmulator {
  const { app, controlKey } = ticketSystemApp(state, options.https, async (request, reply) => {
    if (throttled(state)) return reply.code(429).header('retry-after', '1').send('Too Many Requests');
    if (request.url.startsWith('/auth/')) return;
    const auth = String(request.headers.authorization ?? '');
    if (!auth.startsWith('Bearer ') || !state.validToken(auth.slice(7))) return fail(reply, 401, 'Unauthorized');
  });
  acceptForms(app);

  // OAuth2 client credentials (RFC 6749 4.4): a wrong client answers 400 invalid_client (5.2).
  app.post('/auth/token', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    if (text(body.grant_type) !== 'client_credentials')
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    if (text(body.client_id) !== state.clientId || text(body.client_secret) !== state.clientSecret)
      return reply.code(400).send({ error: 'invalid_client' });
    return state.issueToken();
  });

  app.get('/api/Client', async (request) => {
    const found = state.clients.filter((client) => searchIn([client.name], text(query(request).search)));
    return { record_count: found.length, clients: page(request, found) };
  });
  app.post('/api/Client', async (request, reply) => {
    const record = firstRecord(request);
    const name = text(record?.name).trim();
    if (!name) return fail(reply, 400, 'Please enter a Name for the Customer.');
    const client = { id: state.id(), name };
    state.clients.push(client);
    return reply.code(201).send(client);
  });

  app.get('/api/Site', async (request) => {
    const clientId = num(query(request).client_id);
    const found = state.sites.filter((site) => !clientId || site.client_id === clientId);
    return { record_count: found.length, sites: page(request, found) };
  });
  app.post('/api/Site', async (request, reply) => {
    const record = firstRecord(request);
    const client = state.clients.find((one) => one.id === num(record?.client_id));
    if (!client) return fail(reply, 400, 'The Customer for this Site does not exist.');
    const site = { id: state.id(), name: text(record?.name).trim() || 'Main', client_id: client.id };
    state.sites.push(site);
    return reply.code(201).send(site);
  });

  app.get('/api/Users', async (request) => {
    const clientId = num(query(request).client_id);
    const found = state.users.filter(
      (user) =>
        (!clientId || user.client_id === clientId) &&
        searchIn([user.name, user.emailaddress], text(query(request).search)),
    );
    return { record_count: found.length, users: page(request, found) };
  });
  app.post('/api/Users', async (request, reply) => {
    const record = firstRecord(request);
    const name = text(record?.name).trim();
    if (!record || !name) return fail(reply, 400, 'Please enter a Name for the User.');
    const site = state.sites.find((one) => one.id === num(record.site_id));
    if (!site) return fail(reply, 400, 'The Site for this User does not exist.');
    const user = {
      id: state.id(),
      name,
      emailaddress: text(record.emailaddress).toLowerCase(),
      phonenumber: text(record.phonenumber),
      client_id: site.client_id,
      site_id: site.id,
    };
    state.users.push(user);
    return reply.code(201).send(user);
  });

  app.get('/api/Tickets', async (request) => {
    const clientId = num(query(request).client_id);
    const found = state.tickets.filter(
      (ticket) =>
        (!clientId || ticket.client_id === clientId) &&
        searchIn([ticket.id, ticket.summary, ticket.details, ticket.userdef1], text(query(request).search)),
    );
    return { record_count: found.length, tickets: page(request, found) };
  });
  app.post('/api/Tickets', async (request, reply) => {
    const record = firstRecord(request);
    const summary = text(record?.summary).trim();
    if (!record || !summary) return fail(reply, 400, 'Please enter a Summary.');
    const user = state.users.find((one) => one.id === num(record.user_id));
    if (!user) return fail(reply, 400, 'The User for this Ticket does not exist.');
    const type =
      record.tickettype_id === undefined
        ? TICKET_TYPES[0]!
        : TICKET_TYPES.find((one) => one.id === num(record.tickettype_id));
    if (!type) return fail(reply, 400, 'The Ticket Type does not exist.');
    const at = state.at();
    const ticket: HTicket = {
      id: state.ticketId(),
      summary,
      details: text(record.details),
      client_id: user.client_id,
      site_id: user.site_id,
      user_id: user.id,
      tickettype_id: type.id,
      status_id: 1,
      category_1: text(record.category_1),
      userdef1: text(record.userdef1),
      dateoccurred: at,
      last_update: at,
    };
    state.tickets.push(ticket);
    if (state.loseCreatedTickets > 0) {
      state.loseCreatedTickets--;
      request.raw.socket.destroy();
      return reply;
    }
    return reply.code(201).send(ticket);
  });
  app.get('/api/Tickets/:id', async (request, reply) => {
    const ticket = ticketOf(num((request.params as Body).id));
    return ticket ? withStatusName(ticket) : fail(reply, 404, 'Not Found');
  });

  app.get('/api/Actions', async (request, reply) => {
    const ticket = ticketOf(num(query(request).ticket_id));
    if (!ticket) return fail(reply, 404, 'Not Found');
    const excludePrivate = query(request).excludeprivate === 'true';
    const found = state.actions.filter((one) => one.ticket_id === ticket.id && !(excludePrivate && one.hiddenfromuser));
    return { record_count: found.length, actions: found };
  });
  app.post('/api/Actions', async (request, reply) => {
    const record = firstRecord(request);
    const ticket = ticketOf(num(record?.ticket_id));
    if (!record || !ticket) return fail(reply, 400, 'The Ticket for this Action does not exist.');
    if (!text(record.note).trim()) return fail(reply, 400, 'Please enter a Note.');
    const action = addAction(ticket, {
      outcome: text(record.outcome) || 'Note',
      who: text(record.who) || 'API',
      who_type: record.who_type === undefined ? 0 : num(record.who_type),
      note: text(record.note),
      hiddenfromuser: record.hiddenfromuser === true,
      new_status: null,
    });
    // An end user's update on a ticket that waits for them puts it back in progress (Halo's default workflow).
    if (action.who_type === 1 && ticket.status_id === 4) ticket.status_id = 2;
    return reply.code(201).send(action);
  });

  app.get('/api/Attachment', async (request) => {
    const ticketId = num(query(request).ticket_id);
    const found = state.attachments
      .filter((one) => one.ticket_id === ticketId)
      .map(({ data_base64: _data, ...file }) => file);
    return { record_count: found.length, attachments: found };
  });
  app.post('/api/Attachment', async (request, reply) => {
    const record = firstRecord(request);
    const ticket = ticketOf(num(record?.ticket_id));
    if (!record || !ticket) return fail(reply, 400, 'The Ticket for this Attachment does not exist.');
    const data = text(record.data_base64);
    if (!text(record.filename) || !data) return fail(reply, 400, 'Please supply a filename and data_base64.');
    const file = {
      id: state.id(),
      ticket_id: ticket.id,
      action_id: record.action_id === undefined ? null : num(record.action_id),
      filename: text(record.filename),
      filesize: Buffer.from(data, 'base64').length,
      data_base64: data,
    };
    state.attachments.push(file);
    const { data_base64: _data, ...shown } = file;
    return reply.code(201).send(shown);
  });

  app.get('/api/Feedback', async (request) => {
    const found = state.feedback.filter((one) => one.ticket_id === num(query(request).ticket_id));
    return { record_count: found.length, feedback: found };
  });
  app.post('/api/Feedback', async (request, reply) => {
    const record = firstRecord(request);
    const ticket = ticketOf(num(record?.ticket_id));
    if (!record || !ticket) return fail(reply, 400, 'The Ticket for this Feedback does not exist.');
    const score = num(record.score);
    if (!Number.isInteger(score) || score < 1 || score > 5) return fail(reply, 400, 'The score is not valid.');
    const feedback = { id: state.id(), ticket_id: ticket.id, score, comment: text(record.comment), date: state.at() };
    state.feedback.push(feedback);
    return reply.code(201).send(feedback);
  });

  app.get('/api/Status', async () => STATUSES);

  /** The agent's side (tests and demo): a reply and/or a status change, then the webhook. */
  app.post('/_emulator/agent', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const ticket = ticketOf(num(body.ticketId));
    if (!ticket) return fail(reply, 404, 'no such ticket');
    if (body.statusId !== undefined && !STATUSES.some((one) => one.id === num(body.statusId)))
      return fail(reply, 400, 'no such status');
    const newStatus = body.statusId === undefined ? null : num(body.statusId);
    const action =
      text(body.text) || newStatus !== null
        ? addAction(ticket, {
            outcome: text(body.text) ? 'Email User' : 'Status Change',
            who: text(body.agentName) || 'Service desk',
            who_type: 0,
            note: text(body.text),
            hiddenfromuser: false,
            new_status: newStatus,
          })
        : null;
    if (newStatus !== null) ticket.status_id = newStatus;
    const hook = await state.fire(ticket, action);
    return { ticket: withStatusName(ticket), webhook: hook };
  });
  /** Every access token handed out stops working, as when they expire. */
  app.post('/_emulator/expire-tokens', async () => {
    state.expireTokens();
    return { tokens: 0 };
  });
  app.get('/_emulator/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(recordPage(state)));
  app.get('/_emulator/tickets', async () =>
    state.tickets.map((ticket) => ({
      ...withStatusName(ticket),
      actions: state.actions.filter((action) => action.ticket_id === ticket.id),
    })),
  );

  function ticketOf(id: number): HTicket | undefined {
    return state.tickets.find((ticket) => ticket.id === id);
  }

  function withStatusName(ticket: HTicket) {
    return { ...ticket, status_name: STATUSES.find((one) => one.id === ticket.status_id)?.name ?? '' };
  }

  function addAction(ticket: HTicket, fields: Omit<HAction, 'id' | 'ticket_id' | 'datetime'>): HAction {
    const action: HAction = { id: state.id(), ticket_id: ticket.id, datetime: state.at(), ...fields };
    state.actions.push(action);
    ticket.last_update = action.datetime;
    return action;
  }

  return { app, state, controlKey };
}
