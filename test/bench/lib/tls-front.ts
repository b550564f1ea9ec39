import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createSecureServer, type Http2SecureServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http2';
import path from 'node:path';

/** The bench's TLS + HTTP/2 front: the portal (and the reference pages) as deployed behind Caddy. */
const LOOPBACK = '127.0.0.1';

export interface TlsFront {
  server: Http2SecureServer;
  url: string;
}

/**
 * A certificate for localhost made with openssl for this run, and the Chromium flag that trusts exactly it (by
 * its public key), so the pages count as secure. Null when openssl is missing: the part then measures HTTP/1.1 only.
 */
export function localCertificate(folder: string): { key: Buffer; cert: Buffer; chromiumFlag: string } | null {
  const keyFile = path.join(folder, 'key.pem');
  const certFile = path.join(folder, 'cert.pem');
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile,
    '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { encoding: 'utf8', timeout: 20_000 });
  if (made.status !== 0) return null;
  const cert = readFileSync(certFile);
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return { key: readFileSync(keyFile), cert, chromiumFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}` };
}

/** Headers of one hop only (RFC 9113 forbids them in HTTP/2), and the address the upstream is asked under. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'http2-settings', 'host']);

/**
 * What a TLS-terminating proxy such as Caddy does in front of the portal: HTTP/2 to the browser, plain HTTP/1.1
 * with kept-alive connections to `upstream`, bodies streamed as they come, the upstream's Host kept (so the
 * portal's canonical-host rule sees its own address).
 */
export function tlsFront(upstream: string, tls: { key: Buffer; cert: Buffer }, hostname: string): Promise<TlsFront> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const server = createSecureServer({ key: tls.key, cert: tls.cert });
  server.on('stream', (stream, headers: IncomingHttpHeaders) => {
    const forwarded: Record<string, string | string[]> = { host: target.host };
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) forwarded[name] = value;
    }
    const outgoing = httpRequest({ hostname: target.hostname, port: target.port, method: String(headers[':method']), path: String(headers[':path']), headers: forwarded, agent }, (answer) => {
      const back: OutgoingHttpHeaders = { ':status': answer.statusCode ?? 502 };
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
      stream.respond(back);
      answer.pipe(stream);
    });
    outgoing.on('error', () => {
      if (!stream.headersSent && !stream.closed) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => outgoing.destroy());
    stream.pipe(outgoing);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('the TLS front has no port'));
      resolve({ server, url: `https://${hostname}:${address.port}/` });
    });
  });
}
