import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export const BODY_LIMIT = 64 * 1024;
const MAX_FORM_FIELDS = 50;

/**
 * JSON (fastify's parser: bad JSON and __proto__ give 400) and urlencoded forms (the sign-in page). Every
 * other content type answers 415; fastify's text/plain parser is removed so a cross-site "simple" request
 * never reaches a handler as a string.
 */
export function installBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    const params = new URLSearchParams(body as string);
    const result: Record<string, string> = Object.create(null);
    let count = 0;
    for (const [key, value] of params) {
      if (++count > MAX_FORM_FIELDS) return done(new HttpError(400, 'Too many form fields.'), undefined);
      result[key] = value;
    }
    done(null, result);
  });
}
