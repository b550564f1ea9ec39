import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './early-errors';
import { HttpError } from './errors';
import { OCTET_STREAM } from './routes';

export const BODY_LIMIT = 64 * 1024;
const MAX_FORM_FIELDS = 50;
const FORM = 'application/x-www-form-urlencoded';

/** A body a browser's form posted (the server-rendered pages), as opposed to the SPA's JSON. */
export const isFormBody = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith(FORM);

/**
 * JSON (fastify's parser: bad JSON and __proto__ give 400) and urlencoded forms, the latter only on the
 * server-rendered pages (the JSON API, /api, /app and /account/me, answers 415: a cross-site form can post
 * without a preflight, JSON cannot). Every other content type answers 415; fastify's text/plain parser is
 * removed so a cross-site "simple" request never reaches a handler as a string. application/octet-stream (which
 * a cross-site form cannot send without a preflight) is read only for the routes that declare a binary body.
 */
export function installBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    if (isApiPath(request.url))
      return done(new HttpError(415, 'Unsupported content type: send application/json.'), undefined);
    const params = new URLSearchParams(body as string);
    const result: Record<string, string> = Object.create(null);
    let count = 0;
    for (const [key, value] of params) {
      if (++count > MAX_FORM_FIELDS) return done(new HttpError(400, 'Too many form fields.'), undefined);
      result[key] = value;
    }
    done(null, result);
  });
  // Raw bytes only where a route asks for them (RouteSpec.binaryBody, which also raises that route's limit).
  app.addContentTypeParser(OCTET_STREAM, { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    if (!request.routeOptions.config.binaryBody)
      return done(new HttpError(415, 'Unsupported content type: send application/json.'), undefined);
    done(null, body);
  });
}
