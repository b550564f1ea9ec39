import { constants, createHash, verify, X509Certificate } from 'node:crypto';

export const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

export type AssertionCheck = { ok: true } | { ok: false; aadsts: number; description: string };

const part = <T>(text: string): T | null => {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
};

/**
 * A certificate credential as Entra checks it: a JWT signed (RS256 or PS256) with the key of a certificate
 * registered on the application, found by its thumbprint (`x5t` or `x5t#S256`), issued by and about the
 * application (`iss` = `sub` = client id), addressed to this token endpoint (`aud`) and not expired.
 */
export function checkClientAssertion(
  assertion: string,
  certificatePem: string | undefined,
  clientId: string,
  tokenEndpoint: string,
  nowMs: number,
): AssertionCheck {
  const [headerText, payloadText, signature, extra] = assertion.split('.');
  const header = part<{ alg?: string; x5t?: string; 'x5t#S256'?: string }>(headerText ?? '');
  const claims = part<{ iss?: string; sub?: string; aud?: string; exp?: number; nbf?: number }>(payloadText ?? '');
  if (!header || !claims || !signature || extra !== undefined)
    return { ok: false, aadsts: 50027, description: 'JWT token is invalid or malformed.' };
  if (!certificatePem)
    return { ok: false, aadsts: 700027, description: `The application ${clientId} has no certificate credential.` };
  const certificate = new X509Certificate(certificatePem);
  const thumbprints = [
    createHash('sha1').update(certificate.raw).digest('base64url'),
    createHash('sha256').update(certificate.raw).digest('base64url'),
  ];
  if (![header.x5t, header['x5t#S256']].some((t) => t && thumbprints.includes(t))) {
    return {
      ok: false,
      aadsts: 700027,
      description: 'The certificate used to sign the client assertion is not registered on the application.',
    };
  }
  if (header.alg !== 'RS256' && header.alg !== 'PS256')
    return {
      ok: false,
      aadsts: 5002738,
      description: `Invalid JWT token: '${header.alg ?? ''}' is not a supported signature algorithm.`,
    };
  const key =
    header.alg === 'PS256'
      ? { key: certificate.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }
      : certificate.publicKey;
  if (!verify('sha256', Buffer.from(`${headerText}.${payloadText}`), key, Buffer.from(signature, 'base64url'))) {
    return { ok: false, aadsts: 700027, description: 'Client assertion contains an invalid signature.' };
  }
  if (claims.iss !== clientId || claims.sub !== clientId)
    return {
      ok: false,
      aadsts: 700023,
      description: "The client assertion's issuer and subject must be the client id.",
    };
  if (claims.aud !== tokenEndpoint)
    return { ok: false, aadsts: 700021, description: `The client assertion's audience must be ${tokenEndpoint}.` };
  const now = nowMs / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now || (claims.nbf ?? 0) > now + 300)
    return { ok: false, aadsts: 700024, description: 'Client assertion is not within its valid time range.' };
  return { ok: true };
}
