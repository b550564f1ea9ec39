import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway self-signed certificate for localhost and 127.0.0.1 (openssl, as the test kit makes its
 * certificates): the emulator speaks https like the real endpoints, and a client trusts it through `ca` or
 * NODE_EXTRA_CA_CERTS. The key never touches a lasting file. An RSA one also serves as an application's
 * certificate credential in tests (Entra takes RS256/PS256 client assertions).
 */
export function throwawayCertificate(key: 'ec' | 'rsa' = 'ec'): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ms-cloud-emulator-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        ...(key === 'ec' ? ['ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'] : ['rsa:2048']),
        '-nodes',
        '-days',
        '7',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-subj',
        '/CN=Microsoft cloud emulator',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
