import { ApiPaths, Ok, RegistrationRequest } from '../../core/contract';
import { HttpError } from '../http/errors';
import type { ServerFeature } from './types';
import { statement } from '../db/statements';

/** POST /api/account/register: reachable signed out (CSRF still applies); one registration per e-mail address. */
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
      errors: { 409: 'The e-mail address is already registered' },
      handler: ({ body }) => {
        const email = body.email.trim().toLowerCase();
        const exists = statement(deps.db, 'SELECT 1 FROM registrations WHERE email = ?').get(email);
        if (exists) throw new HttpError(409, 'This e-mail address is already registered.');
        statement(deps.db, 
            `INSERT INTO registrations (email, first_name, last_name, gender, telephone, company_name, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(email, body.firstName, body.lastName, body.gender, body.telephone, body.companyName, new Date().toISOString());
        return { ok: true as const };
      },
    });
  },
};
