import { isIP } from 'node:net';

/** What fastify's trustProxy gets: off, the number of proxies in front of the server, or their addresses. */
export type TrustedProxies = false | number | string[];

const OFF = /^(0|false|no|off)$/i;
const ONE_PROXY = /^(true|yes|on)$/i;

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: a hop count (`1`: the one TLS proxy in front; `true` means the same) or a comma-separated
 * list of proxy addresses and CIDRs (`10.0.0.0/8, 192.168.1.4`). Trusting every hop would let any client
 * choose its own X-Forwarded-For/-Proto/-Host, so that is not offered.
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '' || OFF.test(text)) return false;
  if (ONE_PROXY.test(text)) return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 0 && hops <= 10) return hops;
  } else {
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrCidr)) return entries;
  }
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the server (1 to 10) or a comma-separated list of their addresses or CIDRs (e.g. 10.0.0.0/8), got "${text}"`,
  );
}

/**
 * fastify's trustProxy option for a configured value. A hop count becomes a function trusting that many hops
 * from the server's side: fastify itself reads a bare number as "trust nothing" for the protocol and host,
 * which would leave every answer behind a TLS proxy without Secure cookies and HSTS.
 */
export function fastifyTrustProxy(
  value: boolean | number | string[] | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}
