import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import type { RequestUser } from '../data/request-user';

/**
 * Who may call a route, as fastify route config `{ access }`. Default: 'authorized' for /api paths (401
 * signed out, 403 for a signed-in user who is not authorized), 'public' elsewhere. CSRF applies to every
 * POST/PUT/PATCH/DELETE whatever the access. `machine`: a server-to-server endpoint authenticated by its own
 * token or secret (a webhook, a token endpoint): no session, no CSRF check, and a call carrying cookies is
 * refused, so no browser's ambient authority can reach it.
 */
export type RouteAccess = 'public' | 'signed-in' | 'authorized' | 'machine';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    telemetry?: true;
    /** The route takes an application/octet-stream body (RouteSpec.binaryBody). */
    binaryBody?: true;
  }
  interface FastifyRequest {
    /** The body's exact bytes, on a route that asks for them (RouteSpec.keepRawBody), e.g. to check a webhook's signature. */
    rawBody?: Buffer;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handler of `deps.route` receives: the input already validated by the route's schemas. */
export interface RouteContext<Body, Params, Query> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Body;
  params: Params;
  query: Query;
  /** The caller; null only on 'public' routes. */
  user: RequestUser | null;
}

/**
 * A validated, documented route. `deps.route(spec)` registers it (answering with and without a trailing
 * slash), validates params/query/body with the zod schemas (400 ApiError on failure, before the handler
 * runs) and adds it to /api/openapi.json. The handler's return value is sent with `status` (default 200).
 */
export interface RouteSpec<
  B extends ZodMiniType | undefined = undefined,
  P extends ZodMiniType | undefined = undefined,
  Q extends ZodMiniType | undefined = undefined,
> {
  method: HttpMethod;
  /** Fastify pattern, e.g. '/api/action/:id' (no trailing slash). */
  url: string;
  summary: string;
  tags?: string[];
  access?: RouteAccess;
  /**
   * A write that only records what the user did (the report usage logs): counted by the per-session request
   * limit, not by the writes limit, so a busy report reader's page changes are never refused.
   */
  telemetry?: true;
  /** false: skip the compression hook (small answers on hot paths, where it costs more than it saves). */
  compress?: false;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The route takes raw bytes instead of JSON: an application/octet-stream body of at most maxBytes (any
   * other content type answers 415, a larger declared length 413 with tooLargeMessage), handed to the
   * handler as a Buffer in `request.body`. Every other route refuses octet-stream (415) and keeps the 64 kB limit.
   */
  binaryBody?: { maxBytes: number; tooLargeMessage?: string };
  /**
   * Raises this route's JSON body limit above the 64 kB every other route keeps (bytes), for a route that
   * takes a file inline (base64); a larger body answers 413 before the handler runs.
   */
  jsonBodyLimit?: number;
  /**
   * Keeps the JSON body's exact bytes in `request.rawBody` as well: a signed webhook's signature covers the bytes
   * as sent, which re-serializing the parsed body does not reproduce.
   */
  keepRawBody?: true;
  /** Documents the success answer. */
  response?: ZodMiniType;
  /** The success answer's media type when it is not JSON (e.g. 'text/csv'), for the OpenAPI document. */
  responseType?: string;
  status?: number;
  /** Other answers worth documenting, e.g. { 404: 'not in the active customer's menu' }. */
  errors?: Record<number, string>;
  /**
   * A plugin's machine route: its own secret from an environment variable, from before API keys (deprecated: kept
   * for one release). A call that brings no API key must pass `check` (throw an HttpError to refuse); a call with
   * an API key is checked by the host instead. The host logs a deprecation line at start when `variable` is set.
   */
  legacyToken?: { variable: string; check(request: FastifyRequest): void };
  /**
   * A plugin's machine route that authenticates its calls itself (a webhook verified by its signature): a call
   * without an API key reaches its guard and handler, which must refuse what they cannot verify. Without this or
   * `legacyToken`, the host answers 401 to a machine call that brings no API key.
   */
  authenticatesItself?: true;
  /** Runs after the session check and before validation; throws an HttpError to refuse (e.g. a disabled plugin). */
  guard?(request: FastifyRequest): void;
  handler(ctx: RouteContext<Infer<B>, Infer<P>, Infer<Q>>): unknown | Promise<unknown>;
}

type Infer<T> = T extends ZodMiniType ? import('zod/mini').output<T> : undefined;
