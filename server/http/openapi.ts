import * as z from 'zod/mini';
import { ApiError } from '../../core/contract';
import type { AnyRouteSpec } from './routes';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    return rest;
  } catch {
    return {};
  }
}

function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (js.required ?? []).includes(name),
    schema: s,
  }));
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** OpenAPI 3.1 of every route registered through `deps.route`, generated from the same zod schemas. */
export function openApiDocument(routes: readonly AnyRouteSpec[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    const path = r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const responses: Record<string, unknown> = {
      [String(r.status ?? 200)]: {
        description: 'Success',
        ...(r.responseType
          ? { content: { [r.responseType]: { schema: { type: 'string' } } } }
          : r.response
            ? { content: { 'application/json': { schema: jsonSchema(r.response, 'output') } } }
            : {}),
      },
    };
    const errors: Record<number, string> = { ...r.errors };
    if (r.params || r.body || r.query) errors[400] = errors[400] ?? 'Invalid input';
    // A machine route authenticates by an API key (or its own bearer token): no session, no CSRF.
    const machine = r.access === 'machine';
    if (r.access !== 'public') errors[401] = errors[401] ?? (machine ? 'Missing or wrong token' : 'Not signed in');
    if (machine) {
      errors[403] = errors[403] ?? 'The API key does not open this route, or is limited to another customer';
      errors[429] = errors[429] ?? "Over the API key's rate limit (Retry-After)";
    }
    if (r.access === 'authorized') errors[403] = errors[403] ?? 'Not authorized, or a missing/wrong CSRF token';
    if (UNSAFE.has(r.method) && !machine) errors[403] = errors[403] ?? 'Missing or wrong CSRF token';
    for (const [status, description] of Object.entries(errors)) {
      responses[status] = {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      };
    }
    const security: Record<string, string[]>[] = [];
    const needs: Record<string, string[]> = {};
    if (machine) needs.bearerToken = [];
    else if (r.access !== 'public') needs.sessionCookie = [];
    if (UNSAFE.has(r.method) && !machine) Object.assign(needs, { csrfHeader: [], csrfCookie: [] });
    if (Object.keys(needs).length) security.push(needs);
    (paths[path] ??= {})[r.method.toLowerCase()] = {
      summary: r.summary,
      tags: r.tags ?? [],
      parameters: [...parameters(r.params, 'path'), ...parameters(r.query, 'query')],
      ...(r.binaryBody
        ? {
            requestBody: {
              required: true,
              content: {
                'application/octet-stream': {
                  schema: { type: 'string', format: 'binary', maxLength: r.binaryBody.maxBytes },
                },
              },
            },
          }
        : {}),
      ...(r.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(r.body, 'input') } } } }
        : {}),
      responses,
      security,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The HTTP contract of the customer portal (core/contract). Every path also answers with a trailing slash. ' +
        'Errors are ApiError JSON. State-changing calls need the x-csrf-token header equal to the portal_csrf cookie (__Host-portal_csrf over https), JSON bodies, and no foreign Origin; too many calls answer 429 with Retry-After.',
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchema(ApiError, 'output') },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
        csrfCookie: { type: 'apiKey', in: 'cookie', name: 'portal_csrf' },
        csrfHeader: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'mspk_ API key',
          description:
            "An API key (mspk_...) made by a provider administrator, scoped to routes and one or every customer; each machine route's own environment secret still works for one release (deprecated).",
        },
      },
    },
  };
}
