import { ApiPaths, Ok, RegistrationRequest } from '../../core/contract';
import { pageLanguage } from '../http/html';
import { enqueueMail } from '../mail/outbox';
import {
  providerRegistrationMail,
  registrantConfirmationMail,
  type RegistrationDetails,
} from '../mail/registration-mail-texts';
import type { ServerFeature } from './feature';
import { statement } from '../db/statements';

/**
 * POST /api/account/register: reachable signed out (CSRF still applies); one registration per e-mail address.
 * The provider's notice and the registrant's confirmation are queued with the registration, in one transaction.
 * An address registered before gets the same answer (201, same body, the same work on the database up to the
 * insert) and nothing is stored or sent: the answer must not tell a stranger which addresses are known.
 */
export const registrationFeature: ServerFeature = {
  name: 'registration',
  routes(_app, deps) {
    deps.route({
      method: 'POST',
      url: ApiPaths.register,
      summary: 'Stores a registration request',
      tags: ['account'],
      access: 'public',
      body: RegistrationRequest,
      response: Ok,
      status: 201,
      handler: ({ body, request }) => {
        const registration: RegistrationDetails = {
          email: body.email.trim().toLowerCase(),
          firstName: body.firstName,
          lastName: body.lastName,
          gender: body.gender,
          telephone: body.telephone,
          companyName: body.companyName,
          createdAt: new Date().toISOString(),
        };
        const lang = pageLanguage(request.headers['accept-language']);
        const stored = deps.db.transaction(() => {
          const exists = statement(deps.db, 'SELECT 1 FROM registrations WHERE email = ?').get(registration.email);
          if (exists) return false;
          statement(
            deps.db,
            `INSERT INTO registrations (email, first_name, last_name, gender, telephone, company_name, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          ).run(
            registration.email,
            registration.firstName,
            registration.lastName,
            registration.gender,
            registration.telephone,
            registration.companyName,
            registration.createdAt,
          );
          enqueueMail(deps.db, { to: null, ...providerRegistrationMail(registration) });
          enqueueMail(deps.db, { to: registration.email, ...registrantConfirmationMail(registration, lang) });
          return true;
        })();
        // No address in the log line: it is personal data, and the provider has the first registration.
        if (!stored) request.log.info('registration for an address registered before: nothing stored or sent');
        return { ok: true as const };
      },
    });
  },
};
