import type { Caller } from './ticket-system';

export type MailLanguage = 'en' | 'nl';

/** The language of a request's Accept-Language (Dutch for nl*, else English), as the portal picks it. */
export const mailLanguageOf = (acceptLanguage: string | undefined): MailLanguage =>
  /^\s*nl\b/i.test(acceptLanguage ?? '') ? 'nl' : 'en';

interface Filed {
  number: string;
  name: string;
  description: string;
  caller: Caller;
  categoryName: string;
}

/** The confirmation the wizard's success text promises, to the caller. */
export function confirmationMail(filed: Filed, language: MailLanguage): { subject: string; text: string } {
  if (language === 'nl') {
    return {
      subject: `Uw serviceverzoek ${filed.number} is geregistreerd`,
      text: `Beste ${filed.caller.name},

Uw serviceverzoek is geregistreerd onder nummer ${filed.number}.

Categorie: ${filed.categoryName}
Onderwerp: ${filed.name}

${filed.description}

U kunt het verzoek volgen en erop reageren in het klantportaal, onder "Contact met support".
`,
    };
  }
  return {
    subject: `Your service request ${filed.number} is registered`,
    text: `Dear ${filed.caller.name},

Your service request is registered with number ${filed.number}.

Category: ${filed.categoryName}
Subject: ${filed.name}

${filed.description}

You can follow the request and reply to it in the customer portal, under "Contact support".
`,
  };
}

/** The provider's notice of a new request (the reference desk has no other inbox), in English. */
export function providerNoticeMail(filed: Filed & { customerId: string; source: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `New service request ${filed.number} (${filed.customerId}): ${filed.name}`,
    text: `A new service request was filed in the customer portal.

Number: ${filed.number}
Customer: ${filed.customerId}
Category: ${filed.categoryName}
Filed through: ${filed.source}
Caller: ${filed.caller.name}, ${filed.caller.email}${filed.caller.phone ? `, ${filed.caller.phone}` : ''}

${filed.name}

${filed.description}
`,
  };
}
