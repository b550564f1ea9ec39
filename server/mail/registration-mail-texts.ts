import type { PageLanguage } from '../http/html';

/** What a registration stores and the mails tell. */
export interface RegistrationDetails {
  email: string;
  firstName: string;
  lastName: string;
  gender: string;
  telephone: string;
  companyName: string;
  createdAt: string;
}

/** The provider's notice of a new registration, in English (the provider's working language is not known per request). */
export function providerRegistrationMail(r: RegistrationDetails): { subject: string; text: string } {
  return {
    subject: `New portal registration: ${r.firstName} ${r.lastName} (${r.companyName})`,
    text: `A new registration for the customer portal is waiting for approval.

Name: ${r.firstName} ${r.lastName}
Gender: ${r.gender}
E-mail: ${r.email}
Telephone: ${r.telephone}
Company: ${r.companyName}
Registered at: ${r.createdAt}

Invite this person to their customer to give them access, or let them know why not.
`,
  };
}

/** The registrant's confirmation (the registration page promises it), in the registrant's language. */
export function registrantConfirmationMail(
  r: RegistrationDetails,
  lang: PageLanguage,
): { subject: string; text: string } {
  if (lang === 'nl') {
    return {
      subject: 'Uw registratie voor het klantportaal',
      text: `Beste ${r.firstName} ${r.lastName},

Wij hebben uw registratie voor het klantportaal ontvangen (bedrijf: ${r.companyName}).
We beoordelen uw aanvraag en sturen u een uitnodiging zodra uw toegang klaarstaat.

Heeft u zich niet geregistreerd? Dan kunt u dit bericht negeren.
`,
    };
  }
  return {
    subject: 'Your registration for the customer portal',
    text: `Dear ${r.firstName} ${r.lastName},

We have received your registration for the customer portal (company: ${r.companyName}).
We will review it and send you an invitation as soon as your access is ready.

If you did not register, you can ignore this message.
`,
  };
}
