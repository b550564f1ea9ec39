import { HttpError } from '../http/errors';
import type { BilingualText } from '../plugin-api/extension-points';
import type { SignOffDetail, SignOffOutcome } from '../plugin-api/sign-offs';

/** What the mails and tray items about one request name. */
export interface RequestFacts {
  id: number;
  kindLabel: BilingualText;
  customerName: string;
  requester: string;
  summary: BilingualText;
  details: readonly SignOffDetail[];
  expiresAt: string;
}

type Language = keyof BilingualText;

/** A message in both languages: the portal does not know a reader's language outside a request, so a mail holds both. */
export interface Message {
  subject: BilingualText;
  body: BilingualText;
}

const detailLines = (facts: RequestFacts, lang: Language) =>
  facts.details.map((d) => `${d.label[lang]}: ${d.value}`).join('\n');

/** One mail with the English text first, then the Dutch one. */
export function bilingualMail(message: Message, link: string): { subject: string; text: string } {
  return {
    subject: `${message.subject.en} / ${message.subject.nl}`,
    text: `${message.body.en}\n\n${link}\n\n----\n\n${message.body.nl}\n\n${link}\n`,
  };
}

export function waitingMessage(facts: RequestFacts, reminder: boolean): Message {
  const head = {
    en: reminder ? 'Reminder: a request still waits for your sign-off.' : 'A request waits for your sign-off.',
    nl: reminder ? 'Herinnering: een aanvraag wacht nog op uw akkoord.' : 'Een aanvraag wacht op uw akkoord.',
  };
  const body = (lang: Language) =>
    lang === 'en'
      ? `${head.en}\n\n${facts.summary.en}\n\nKind: ${facts.kindLabel.en}\nCustomer: ${facts.customerName}\nRequested by: ${facts.requester}\n${detailLines(facts, 'en')}\n\nDecide before ${facts.expiresAt} (UTC); undecided, the request expires. Sign off or refuse in the portal:`
      : `${head.nl}\n\n${facts.summary.nl}\n\nSoort: ${facts.kindLabel.nl}\nKlant: ${facts.customerName}\nAangevraagd door: ${facts.requester}\n${detailLines(facts, 'nl')}\n\nBeslis voor ${facts.expiresAt} (UTC); anders vervalt de aanvraag. Akkoord geven of weigeren doet u in het portaal:`;
  return {
    subject: {
      en: `${reminder ? 'Reminder: sign-off' : 'Sign-off'} requested: ${facts.summary.en}`,
      nl: `${reminder ? 'Herinnering: akkoord' : 'Akkoord'} gevraagd: ${facts.summary.nl}`,
    },
    body: { en: body('en'), nl: body('nl') },
  };
}

export function signedOffMessage(facts: RequestFacts, signer: string, outcome: SignOffOutcome): Message {
  return {
    subject: { en: `Signed off: ${facts.summary.en}`, nl: `Akkoord gegeven: ${facts.summary.nl}` },
    body: {
      en: `${signer} signed off your request "${facts.summary.en}".\n\n${outcome.text.en}`,
      nl: `${signer} gaf akkoord op uw aanvraag "${facts.summary.nl}".\n\n${outcome.text.nl}`,
    },
  };
}

export function refusedMessage(facts: RequestFacts, signer: string, reason: string): Message {
  return {
    subject: { en: `Refused: ${facts.summary.en}`, nl: `Geweigerd: ${facts.summary.nl}` },
    body: {
      en: `${signer} refused your request "${facts.summary.en}". Nothing was carried out.\n\nReason: ${reason}`,
      nl: `${signer} weigerde uw aanvraag "${facts.summary.nl}". Er is niets uitgevoerd.\n\nReden: ${reason}`,
    },
  };
}

export function expiredMessage(facts: RequestFacts): Message {
  return {
    subject: { en: `Expired: ${facts.summary.en}`, nl: `Verlopen: ${facts.summary.nl}` },
    body: {
      en: `Nobody signed off your request "${facts.summary.en}" in time, so it expired. Nothing was carried out; make the request again if it is still needed.`,
      nl: `Niemand gaf op tijd akkoord op uw aanvraag "${facts.summary.nl}", dus die is verlopen. Er is niets uitgevoerd; doe de aanvraag opnieuw als die nog nodig is.`,
    },
  };
}

const UNEXPECTED: BilingualText = { en: 'Unfortunately something went wrong.', nl: 'Helaas is er iets misgegaan.' };
/** A carry-out's refusal in Dutch by its status: its own message is the plugin's English. */
const REFUSED_NL: Readonly<Record<number, string>> = {
  400: 'De gegevens van de aanvraag worden niet (meer) aanvaard.',
  403: 'De aanvrager mag dit niet (meer) doen.',
  404: 'Waar de aanvraag over ging, bestaat niet meer.',
  409: 'Het is intussen gewijzigd.',
  422: 'De gegevens van de aanvraag worden niet (meer) aanvaard.',
};

/**
 * The outcome of a signed-off request whose carry-out failed: a refusal (HttpError) with its reason, anything else
 * unexpected; each language in its own words, so the signer's and requester's screens never mix languages.
 */
export function carryOutFailure(error: unknown): SignOffOutcome {
  const reason =
    error instanceof HttpError ? { en: error.message, nl: REFUSED_NL[error.statusCode] ?? UNEXPECTED.nl } : UNEXPECTED;
  return {
    succeeded: false,
    text: {
      en: `Signed off, but it could not be carried out: ${reason.en}`,
      nl: `Akkoord gegeven, maar het kon niet worden uitgevoerd: ${reason.nl}`,
    },
  };
}

/** The tray's text for a message: its subject, which says what happened and to what. */
export const trayTitle = (message: Message): BilingualText => message.subject;
