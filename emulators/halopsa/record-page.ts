import { escapeHtml as escape, recordPageOf } from '../kit/ticket-system';
import { STATUSES, type HaloState } from './state';

/** The emulator's tickets as an agent would look them up in Halo (for the demo and the round trip's screenshots). */
export function recordPage(state: HaloState): string {
  const tickets = state.tickets
    .map((ticket) => {
      const user = state.users.find((one) => one.id === ticket.user_id);
      const client = state.clients.find((one) => one.id === ticket.client_id);
      const status = STATUSES.find((one) => one.id === ticket.status_id)?.name ?? String(ticket.status_id);
      const actions = state.actions
        .filter((action) => action.ticket_id === ticket.id)
        .map(
          (action) => `<li><strong>${escape(action.outcome)}</strong>${action.hiddenfromuser ? ' (private)' : ''}
  ${escape(action.who)} · ${escape(action.datetime)}<pre>${escape(action.note)}</pre></li>`,
        )
        .join('');
      const files = state.attachments
        .filter((file) => file.ticket_id === ticket.id)
        .map((file) => `<div>Attachment: ${escape(file.filename)} (${file.filesize} bytes)</div>`)
        .join('');
      const feedback = state.feedback
        .filter((one) => one.ticket_id === ticket.id)
        .map((one) => `<div>Feedback: ${one.score} of 5 ${escape(one.comment)}</div>`)
        .join('');
      return `<section><h2>Ticket ${ticket.id}: ${escape(ticket.summary)}</h2>
<p>Status: <strong>${escape(status)}</strong> · userdef1 (portal number): ${escape(ticket.userdef1)}</p>
<p>Customer: ${escape(client?.name ?? '?')} · User: ${escape(user ? `${user.name} <${user.emailaddress}>` : '?')}</p>
<pre>${escape(ticket.details)}</pre><ol>${actions}</ol>${files}${feedback}</section>`;
    })
    .join('');
  return recordPageOf('HaloPSA', tickets);
}
