import { createHash, createPrivateKey, webcrypto, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

type SigningAlgorithm = 'RS256' | 'ES256' | 'ES384';

/** The key the portal signs its client assertions with (`private_key_jwt`), read from a PEM file. */
export interface ClientPrivateKey {
  key: KeyObject;
  alg: SigningAlgorithm;
  /** The `kid` header: the key's id registered at the provider, when it needs one. */
  kid: string | null;
  /**
   * The certificate's thumbprints (`x5t`, `x5t#S256` headers) when the file also holds the certificate:
   * Microsoft Entra ID finds an application's certificate credential by them.
   */
  thumbprints: { x5t: string; x5tS256: string } | null;
}

const CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

function algorithmOf(key: KeyObject, name: string): SigningAlgorithm {
  if (key.asymmetricKeyType === 'rsa') return 'RS256';
  if (key.asymmetricKeyType === 'ec') {
    const curve = key.asymmetricKeyDetails?.namedCurve;
    if (curve === 'prime256v1') return 'ES256';
    if (curve === 'secp384r1') return 'ES384';
  }
  throw new Error(`${name}: the key must be RSA or EC P-256/P-384, got ${key.asymmetricKeyType ?? 'an unknown type'}`);
}

/** The key in `path` (a PEM private key, optionally followed by its certificate), or null when no path is set. */
export function readPrivateKeyFile(
  name: string,
  path: string | undefined,
  kid: string | null,
): ClientPrivateKey | null {
  if (!path?.trim()) return null;
  let pem: string;
  try {
    pem = readFileSync(path.trim(), 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot read ${path.trim()} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error(`${name}: ${path.trim()} holds no PEM private key`);
  }
  const alg = algorithmOf(key, name);
  const certificatePem = CERTIFICATE.exec(pem)?.[0];
  let thumbprints: ClientPrivateKey['thumbprints'] = null;
  if (certificatePem) {
    const certificate = new X509Certificate(certificatePem);
    if (!certificate.checkPrivateKey(key))
      throw new Error(`${name}: the certificate in ${path.trim()} is not the private key's`);
    thumbprints = {
      x5t: createHash('sha1').update(certificate.raw).digest('base64url'),
      x5tS256: createHash('sha256').update(certificate.raw).digest('base64url'),
    };
  }
  return { key, alg, kid, thumbprints };
}

const IMPORT_ALGORITHMS: Record<SigningAlgorithm, RsaHashedImportParams | EcKeyImportParams> = {
  RS256: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  ES256: { name: 'ECDSA', namedCurve: 'P-256' },
  ES384: { name: 'ECDSA', namedCurve: 'P-384' },
};

/** The key as the Web Crypto key the OAuth library signs with (not extractable). */
export function toSigningKey(privateKey: ClientPrivateKey): Promise<CryptoKey> {
  const der = privateKey.key.export({ type: 'pkcs8', format: 'der' });
  return webcrypto.subtle.importKey('pkcs8', der, IMPORT_ALGORITHMS[privateKey.alg], false, [
    'sign',
  ]) as Promise<CryptoKey>;
}
