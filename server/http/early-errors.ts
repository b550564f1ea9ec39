import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError, sendError } from './errors';
import { sendErrorPage } from './send-error-page';
import { SERVER_PAGE_TEXTS } from './page-texts';

/** Paths whose callers read JSON: an error there is an ApiError, never a page. */
const API_PATH = /^\/(api|app)(\/|$|\?)|^\/account\/me\/?($|\?)/;

export const isApiPath = (url: string) => API_PATH.test(url);

const wantsPage = (request: FastifyRequest) =>
  !isApiPath(request.raw.url ?? '') && String(request.headers.accept ?? '').includes('text/html');

/**
 * What fastify answers itself before any route runs (a malformed address such as `/%E0%A4%A`, a body the
 * parser refuses before routing): the security headers, and a fixed text that never repeats the request,
 * as JSON for the API or the localized error page for a browser's page request.
 */
export function frameworkErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: { statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 400;
    reply.headers(headers).header('Cache-Control', 'no-store');
    if (wantsPage(request)) {
      void sendErrorPage(request, reply, status, (lang) => ({
        title: SERVER_PAGE_TEXTS[lang].badRequestTitle,
        text: SERVER_PAGE_TEXTS[lang].badRequestText,
        link: { href: '/', label: SERVER_PAGE_TEXTS[lang].backToPortal },
      }));
      return;
    }
    void sendError(reply, status, 'The request address or its headers are malformed.');
  };
}

/**
 * How long an answered connection may stay open for the client to read the answer and close its end. Node
 * counts a socket against MAX_CONNECTIONS until it is destroyed, and a client that never closes its end would
 * otherwise keep the half-closed socket (and its place) until the idle timeout.
 */
export const ANSWERED_CLOSE_GRACE_MS = 1000;

/**
 * Errors Node's HTTP parser meets before fastify sees a request (a header too large, a broken request line):
 * a plain JSON 400 (431 for headers too large, 408 for a timeout) with the same security headers, then the
 * connection closes, at the latest ANSWERED_CLOSE_GRACE_MS later. Nothing of the request is repeated.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify(apiError(status, 'The request could not be read.'));
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    // Not at once: closing with unread request bytes would reset the connection before the client read the answer.
    const destroy = setTimeout(() => socket.destroy(), ANSWERED_CLOSE_GRACE_MS).unref();
    socket.once('close', () => clearTimeout(destroy));
  };
}
