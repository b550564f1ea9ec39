import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { throttled, ticketSystemApp } from '../kit/ticket-system';
import { recordPage } from './record-page';
import { GROUPS, PRIORITIES, STATES, ZammadState, type ZArticle, type ZTicket } from './state';

export interface ZammadEmulator {
  app: FastifyInstance;
  state: ZammadState;
  controlKey: string;
}

type Body = Record<string, unknown>;
/** Zammad's error answers carry `error` and `error_human` (its ApplicationController's error handling). */
const fail = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).send({ error, error_human: error });
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => Number(value);

/** `field:"value"` terms of a search query (Zammad's search syntax), else the whole query as free text. */
function matches(record: object, query: string): boolean {
  const terms = [...query.matchAll(/(\w+):"([^"]*)"/g)];
  const fields = record as Record<string, unknown>;
  if (terms.length === 0)
    return Object.values(fields).some((value) =>
      String(value ?? '')
        .toLowerCase()
        .includes(query.toLowerCase()),
    );
  return terms.every(([, field, value]) => String(fields[field!] ?? '').toLowerCase() === value!.toLowerCase());
}

const expandTicket = (ticket: ZTicket, expand: boolean) => {
  const { state, group, priority, ...rest } = ticket;
  const ids = {
    state_id: STATES.indexOf(state) + 1,
    group_id: GROUPS.indexOf(group) + 1,
    priority_id: PRIORITIES.indexOf(priority) + 1,
  };
  return expand ? { ...rest, ...ids, state, group, priority } : { ...rest, ...ids };
};
const publicArticle = (article: ZArticle) => ({
  ...article,
  attachments: article.attachments.map(({ data: _data, ...file }) => file),
});

/**
 * The parts of Zammad's REST API the portal's connector uses (README beside this file names each source page):
 * token authentication, user/organization/ticket search and create, ticket show and update, articles by ticket and
 * create with attachments; 401, 404 and 422 answers; a 429 with Retry-After when a test switches throttling on;
 * and, for the tests and the demo, control routes that play an agent (reply, state change) and fire the trigger's
 * signed webhook.
 */
export function buildZammadEmulator(
  state: ZammadState,
  options: { https?: { key: string; cert: string } } = {},
): ZammadEmulator {
  const { app, controlKey } = ticketSystemApp(state, options.https, async (request, reply) => {
    const auth = String(request.headers.authorization ?? '');
    if (auth !== `Token token=${state.token}` && auth !== `Bearer ${state.token}`)
      return fail(reply, 401, 'Authentication required');
    if (throttled(state))
      return reply
        .code(429)
        .header('retry-after', '1')
        .send({ error: 'Too many requests', error_human: 'Too many requests' });
  });

  const expand = (request: FastifyRequest) => (request.query as Body).expand === 'true';
  const searchQuery = (request: FastifyRequest) => text((request.query as Body).query);
  const limit = (request: FastifyRequest) => Math.min(num((request.query as Body).limit) || 10, 100);

  app.get('/api/v1/users/search', async (request) =>
    state.users.filter((user) => matches(user, searchQuery(request))).slice(0, limit(request)),
  );
  app.post('/api/v1/users', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const email = text(body.email).toLowerCase();
    if (!email && !text(body.firstname) && !text(body.lastname))
      return fail(
        reply,
        422,
        'Minimum one identifier (login, firstname, lastname, phone or email) for user is required.',
      );
    if (email && state.users.some((user) => user.email === email))
      return fail(reply, 422, `Email address '${email}' is already used for other user.`);
    const organizationId = body.organization_id === undefined ? null : num(body.organization_id);
    if (organizationId !== null && !state.organizations.some((org) => org.id === organizationId))
      return fail(reply, 422, "No lookup value found for 'organization'");
    const user = {
      id: state.id(),
      firstname: text(body.firstname),
      lastname: text(body.lastname),
      email,
      phone: text(body.phone),
      organization_id: organizationId,
      roles: Array.isArray(body.roles) ? body.roles.map(String) : ['Customer'],
    };
    state.users.push(user);
    return reply.code(201).send(user);
  });

  app.get('/api/v1/organizations/search', async (request) =>
    state.organizations.filter((org) => matches(org, searchQuery(request))).slice(0, limit(request)),
  );
  app.post('/api/v1/organizations', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const name = text(body.name).trim();
    if (!name) return fail(reply, 422, "Name can't be blank");
    if (state.organizations.some((org) => org.name.toLowerCase() === name.toLowerCase()))
      return fail(reply, 422, 'Name has already been taken');
    const organization = { id: state.id(), name, note: text(body.note) };
    state.organizations.push(organization);
    return reply.code(201).send(organization);
  });

  app.get('/api/v1/tickets/search', async (request) =>
    state.tickets
      .filter((ticket) => matches(ticket, searchQuery(request)))
      .slice(0, limit(request))
      .map((ticket) => expandTicket(ticket, expand(request))),
  );
  app.post('/api/v1/tickets', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const title = text(body.title).trim();
    if (!title) return fail(reply, 422, "Title can't be blank");
    const group = text(body.group) || GROUPS[0]!;
    if (!GROUPS.includes(group)) return fail(reply, 422, "No lookup value found for 'group'");
    const customer = state.users.find((user) => user.id === num(body.customer_id));
    if (!customer) return fail(reply, 422, "No lookup value found for 'customer'");
    const at = state.at();
    const ticket: ZTicket = {
      id: state.id(),
      number: state.number(),
      title,
      group,
      state: 'new',
      customer_id: customer.id,
      organization_id: body.organization_id === undefined ? customer.organization_id : num(body.organization_id),
      portal_reference: text(body.portal_reference) || null,
      priority: PRIORITIES.includes(text(body.priority)) ? text(body.priority) : '2 normal',
      first_response_at: null,
      close_at: null,
      created_at: at,
      updated_at: at,
    };
    const first = (body.article ?? null) as Body | null;
    if (first && !text(first.body)) return fail(reply, 422, "Need at least article: { body: '' }");
    state.tickets.push(ticket);
    if (first) addArticle(ticket, first, 'Customer');
    if (state.loseCreatedTickets > 0) {
      state.loseCreatedTickets--;
      request.raw.socket.destroy();
      return reply;
    }
    return reply.code(201).send(expandTicket(ticket, false));
  });
  app.get('/api/v1/tickets/:id', async (request, reply) => {
    const ticket = ticketOf(request);
    return ticket ? expandTicket(ticket, expand(request)) : fail(reply, 404, "Couldn't find Ticket with 'id'");
  });
  app.put('/api/v1/tickets/:id', async (request, reply) => {
    const ticket = ticketOf(request);
    if (!ticket) return fail(reply, 404, "Couldn't find Ticket with 'id'");
    const body = (request.body ?? {}) as Body;
    if (body.state !== undefined && !STATES.includes(text(body.state)))
      return fail(reply, 422, "No lookup value found for 'state'");
    if (body.state !== undefined) state.changeState(ticket, text(body.state));
    ticket.updated_at = state.at();
    return expandTicket(ticket, false);
  });

  app.get('/api/v1/ticket_articles/by_ticket/:id', async (request, reply) => {
    const ticket = ticketOf(request);
    if (!ticket) return fail(reply, 404, "Couldn't find Ticket with 'id'");
    return state.articles.filter((article) => article.ticket_id === ticket.id).map(publicArticle);
  });
  app.post('/api/v1/ticket_articles', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const ticket = state.tickets.find((one) => one.id === num(body.ticket_id));
    if (!ticket) return fail(reply, 422, "No lookup value found for 'ticket'");
    if (!text(body.body)) return fail(reply, 422, "Body can't be blank");
    const article = addArticle(ticket, body, 'Customer');
    // A customer's follow-up reopens a ticket that waits for them (Zammad's default follow-up behaviour).
    if (article.sender === 'Customer' && !article.internal && ticket.state.startsWith('pending')) ticket.state = 'open';
    return reply.code(201).send(publicArticle(article));
  });

  /** An article's file, its bytes with its content type (404 when the ticket, article or file do not match). */
  app.get('/api/v1/ticket_attachment/:ticketId/:articleId/:id', async (request, reply) => {
    const params = request.params as Body;
    const article = state.articles.find(
      (one) => one.id === num(params.articleId) && one.ticket_id === num(params.ticketId),
    );
    const file = article?.attachments.find((one) => one.id === num(params.id));
    if (!file) return fail(reply, 404, "Couldn't find Store with 'id'");
    return reply
      .type(file.preferences['Content-Type'])
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\x20-\x7e]|"/g, '_')}"`)
      .send(Buffer.from(file.data, 'base64'));
  });

  /** The agent's side (tests and demo): a reply and/or a state change, then the trigger's webhook. */
  app.post('/_emulator/agent', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const ticket = state.tickets.find((one) => one.id === num(body.ticketId) || one.number === text(body.ticketNumber));
    if (!ticket) return fail(reply, 404, 'no such ticket');
    if (body.state !== undefined && !STATES.includes(text(body.state))) return fail(reply, 422, 'no such state');
    const article = text(body.text)
      ? addArticle(
          ticket,
          {
            body: text(body.text),
            content_type: 'text/html',
            from: text(body.agentName) || 'Service desk',
            sender: 'Agent',
            attachments: body.attachments,
          },
          'Agent',
        )
      : null;
    if (body.state !== undefined) state.changeState(ticket, text(body.state));
    if (PRIORITIES.includes(text(body.priority))) ticket.priority = text(body.priority);
    ticket.updated_at = state.at();
    const hook = await state.trigger(ticket, article);
    return { ticket: expandTicket(ticket, true), webhook: hook };
  });
  app.get('/_emulator/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(recordPage(state)));
  app.get('/_emulator/tickets', async () =>
    state.tickets.map((ticket) => ({
      ...expandTicket(ticket, true),
      articles: state.articles.filter((article) => article.ticket_id === ticket.id).map(publicArticle),
    })),
  );

  function ticketOf(request: FastifyRequest): ZTicket | undefined {
    const id = num((request.params as Body).id);
    return state.tickets.find((ticket) => ticket.id === id);
  }

  function addArticle(ticket: ZTicket, body: Body, defaultSender: ZArticle['sender']): ZArticle {
    const files = Array.isArray(body.attachments) ? (body.attachments as Body[]) : [];
    const article: ZArticle = {
      id: state.id(),
      ticket_id: ticket.id,
      sender: (['Agent', 'Customer', 'System'].includes(text(body.sender))
        ? body.sender
        : defaultSender) as ZArticle['sender'],
      type: text(body.type) || 'note',
      from: text(body.from),
      subject: text(body.subject) || null,
      body: text(body.body),
      content_type: text(body.content_type) || 'text/html',
      internal: body.internal === true,
      message_id: text(body.message_id) || null,
      origin_by_id: body.origin_by_id === undefined ? null : num(body.origin_by_id),
      created_at: state.at(),
      attachments: files.map((file) => ({
        id: state.id(),
        filename: text(file.filename),
        size: String(Buffer.from(text(file.data), 'base64').length),
        preferences: { 'Content-Type': text(file['mime-type']) || 'application/octet-stream' },
        data: text(file.data),
      })),
    };
    state.articles.push(article);
    ticket.updated_at = article.created_at;
    // Zammad's first response: the first article of an agent the customer sees.
    if (article.sender === 'Agent' && !article.internal && !ticket.first_response_at)
      ticket.first_response_at = article.created_at;
    return article;
  }

  return { app, state, controlKey };
}
