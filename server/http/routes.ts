import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import type { ZodMiniType } from 'zod/mini';
import type { RequestUser } from '../data/request-user';
import type { RouteAccess, RouteSpec } from './route-spec';
import { validate } from './validate';

/** The access a route gets when it declares none: /api needs an authorized user, the rest is public. */
export const defaultAccess = (url: string): RouteAccess =>
  url === '/api' || url.startsWith('/api/') ? 'authorized' : 'public';

export const OCTET_STREAM = 'application/octet-stream';

/** A binary route's checks before its body is read: the content type, and a declared length over the limit. */
function checkBinaryUpload(request: FastifyRequest, limit: NonNullable<AnyRouteSpec['binaryBody']>): void {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== OCTET_STREAM) throw new HttpError(415, `Unsupported content type: send the bytes as ${OCTET_STREAM}.`);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit.maxBytes) {
    throw new HttpError(413, limit.tooLargeMessage ?? `Request body is too large: at most ${limit.maxBytes} bytes.`);
  }
}

export type AnyRouteSpec = RouteSpec<ZodMiniType | undefined, ZodMiniType | undefined, ZodMiniType | undefined>;

/** `deps.route`: registers a validated route and records it for the OpenAPI document. */
export function createRouteRegistrar(
  app: FastifyInstance,
  currentUser: (request: FastifyRequest) => RequestUser | null,
  registry: AnyRouteSpec[],
) {
  return <B extends ZodMiniType | undefined, P extends ZodMiniType | undefined, Q extends ZodMiniType | undefined>(
    spec: RouteSpec<B, P, Q>,
  ): void => {
    if (spec.url.length > 1 && spec.url.endsWith('/'))
      throw new Error(`Route ${spec.url}: register it without the trailing slash`);
    const access = spec.access ?? defaultAccess(spec.url);
    const {
      guard: _guard,
      telemetry: _telemetry,
      keepRawBody: _keepRawBody,
      legacyToken: _legacy,
      authenticatesItself: _own,
      ...documented
    } = spec;
    registry.push({ ...(documented as unknown as AnyRouteSpec), access });
    const binary = spec.binaryBody;
    app.route({
      method: spec.method,
      url: spec.url,
      config: {
        access,
        ...(spec.telemetry ? { telemetry: true as const } : {}),
        ...(binary ? { binaryBody: true as const } : {}),
      },
      ...(spec.compress === false ? { compress: false as const } : {}),
      ...(binary ? { bodyLimit: binary.maxBytes } : spec.jsonBodyLimit ? { bodyLimit: spec.jsonBodyLimit } : {}),
      ...(spec.keepRawBody
        ? {
            preParsing: async (request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) => {
              const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
              const chunks: Buffer[] = [];
              let size = 0;
              for await (const chunk of payload) {
                size += (chunk as Buffer).length;
                if (size > limit) throw new HttpError(413, `Request body is too large: at most ${limit} bytes.`);
                chunks.push(chunk as Buffer);
              }
              request.rawBody = Buffer.concat(chunks);
              return Object.assign(Readable.from([request.rawBody]), { receivedEncodedLength: size });
            },
          }
        : {}),
      // Route hooks run after the app's session check, so a guard sees the signed-in caller.
      ...(spec.guard || binary
        ? {
            onRequest: async (request: FastifyRequest) => {
              spec.guard?.(request);
              if (binary) checkBinaryUpload(request, binary);
            },
          }
        : {}),
      handler: async (request, reply) => {
        const params = spec.params ? validate(spec.params, request.params, 'params') : undefined;
        const query = spec.query ? validate(spec.query, request.query, 'query') : undefined;
        const body = spec.body ? validate(spec.body, request.body, 'body') : undefined;
        const result = await spec.handler({
          request,
          reply,
          body: body as never,
          params: params as never,
          query: query as never,
          user: currentUser(request),
        });
        if (result === reply || reply.sent) return reply;
        reply.code(spec.status ?? 200);
        return result;
      },
    });
  };
}
