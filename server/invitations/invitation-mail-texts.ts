import type { PageLanguage } from '../http/html';

/** What the invitation mail tells. */
export interface InvitationMailDetails {
  customerName: string;
  link: string;
  /** When the link stops working. */
  expiresAt: Date;
}

const dateIn = (date: Date, locale: string) =>
  date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** The invited person's mail with the link, in the language the provider chose for them. */
export function invitationMail(d: InvitationMailDetails, lang: PageLanguage): { subject: string; text: string } {
  if (lang === 'nl') {
    return {
      subject: `Uitnodiging voor het klantportaal (${d.customerName})`,
      text: `Goedendag,

U bent uitgenodigd voor het klantportaal van ${d.customerName}.
Open deze link en log in met het werkaccount van dit e-mailadres:

${d.link}

De link werkt één keer en is geldig tot ${dateIn(d.expiresAt, 'nl-NL')}.

Verwachtte u deze uitnodiging niet? Dan kunt u dit bericht negeren.
`,
    };
  }
  return {
    subject: `Invitation to the customer portal (${d.customerName})`,
    text: `Hello,

You have been invited to the customer portal of ${d.customerName}.
Open this link and sign in with the work account of this e-mail address:

${d.link}

The link works once and is valid until ${dateIn(d.expiresAt, 'en-GB')}.

If you did not expect this invitation, you can ignore this message.
`,
  };
}
