import { escapeHtml as escape, recordPageOf } from '../kit/ticket-system';
import type { ZammadState } from './state';

/** The emulator's tickets as an agent would look them up (for the demo and the round trip's screenshots). */
export function recordPage(state: ZammadState): string {
  const tickets = state.tickets
    .map((ticket) => {
      const customer = state.users.find((user) => user.id === ticket.customer_id);
      const organization = state.organizations.find((org) => org.id === ticket.organization_id);
      const articles = state.articles
        .filter((article) => article.ticket_id === ticket.id)
        .map(
          (article) => `<li><strong>${escape(article.sender)}${article.internal ? ' (internal note)' : ''}</strong>
  ${escape(article.from)} · ${escape(article.created_at)}<pre>${escape(article.body)}</pre>${article.attachments
    .map((file) => `<div>Attachment: ${escape(file.filename)} (${escape(file.size)} bytes)</div>`)
    .join('')}</li>`,
        )
        .join('');
      return `<section><h2>Ticket #${escape(ticket.number)}: ${escape(ticket.title)}</h2>
<p>State: <strong>${escape(ticket.state)}</strong> · Group: ${escape(ticket.group)} · portal_reference: ${escape(ticket.portal_reference ?? '')}</p>
<p>Customer: ${escape(customer ? `${customer.firstname} ${customer.lastname} <${customer.email}>` : '?')} · Organization: ${escape(organization?.name ?? '-')}</p>
<ol>${articles}</ol></section>`;
    })
    .join('');
  return recordPageOf('Zammad', tickets);
}
