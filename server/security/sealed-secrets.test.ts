import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestPortal, makeTempDir } from '../plugin-api/testing';
import { sealedSecretStore } from '../plugin-host/sealed-secret-store';
import { keyIdOf, parseSecretsKey, SecretSealer, secretsKeyOf, UnreadableSecret } from './sealed-secrets';

const key = randomBytes(32);

describe('secrets sealed with SECRETS_KEY (AES-256-GCM)', () => {
  it('opens what it sealed in the same place only: not with another key, not in another place, not changed', () => {
    const sealer = new SecretSealer(key);
    const sealed = sealer.seal('client-secret-1', 'report/contoso/powerbi.client-secret');
    expect(sealed).not.toContain('client-secret-1');
    expect(sealed.startsWith(`v1.${keyIdOf(key)}.`)).toBe(true);
    expect(sealer.seal('client-secret-1', 'report/contoso/x')).not.toBe(
      sealer.seal('client-secret-1', 'report/contoso/x'),
    );
    expect(sealer.open(sealed, 'report/contoso/powerbi.client-secret')).toBe('client-secret-1');
    expect(() => sealer.open(sealed, 'report/fabrikam/powerbi.client-secret')).toThrow(UnreadableSecret);
    expect(() => new SecretSealer(randomBytes(32)).open(sealed, 'report/contoso/powerbi.client-secret')).toThrow(
      /another SECRETS_KEY/,
    );
    const parts = sealed.split('.');
    parts[4] = Buffer.from('forged').toString('base64url');
    expect(() => sealer.open(parts.join('.'), 'report/contoso/powerbi.client-secret')).toThrow(UnreadableSecret);
    expect(() => sealer.open('plain text', 'x')).toThrow(UnreadableSecret);
  });

  it('reads SECRETS_KEY as 64 hex digits or base64 of 32 bytes, and refuses anything else', () => {
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey('  ')).toBeNull();
    for (const bad of ['change-me', randomBytes(16).toString('base64'), 'z'.repeat(64)])
      expect(() => parseSecretsKey(bad)).toThrow(/SECRETS_KEY must be 32 random bytes/);
    const root = makeTempDir();
    try {
      expect(() => loadConfig({ SECRETS_KEY: 'short' }, root.dir)).toThrow(/SECRETS_KEY must be/);
      expect(loadConfig({ SECRETS_KEY: key.toString('hex') }, root.dir).secretsKey).toEqual(key);
    } finally {
      root.cleanup();
    }
  });

  it('derives a key from the session secret outside production only', () => {
    expect(secretsKeyOf({ secret: 's'.repeat(40), production: false })).toHaveLength(32);
    expect(secretsKeyOf({ secret: 's'.repeat(40), production: true })).toBeNull();
    expect(secretsKeyOf({ secret: 's'.repeat(40), production: true, secretsKey: key })).toBe(key);
  });
});

describe('a production start with secrets stored per customer', () => {
  const production = {
    production: true,
    demoMode: false,
    publicOrigin: 'https://portal.example.com',
    environmentType: null,
  };

  it('refuses without SECRETS_KEY or with another key, naming the cause; starts with the key they were sealed with', async () => {
    const dir = makeTempDir();
    try {
      const portal = await createTestPortal({ dir, seedDemo: false, config: { secretsKey: key } });
      const db = portal.app.portal.db;
      db.prepare("INSERT INTO customers (id, name) VALUES ('acme', 'Acme')").run();
      const store = sealedSecretStore(db, key, 'report', 'acme');
      store.write('powerbi.client-secret', 'the-secret');
      expect(store.read('powerbi.client-secret')).toBe('the-secret');
      expect(JSON.stringify(db.prepare('SELECT * FROM sealed_secrets').all())).not.toContain('the-secret');
      await portal.close();
      const start = (secretsKey: Buffer | null) =>
        buildApp({ config: { ...production, databaseFile: dir.dbFile, distDir: dir.distDir, secretsKey } });
      await expect(start(null)).rejects.toThrow(/SECRETS_KEY is not set, and the database holds 1 secret/);
      await expect(start(randomBytes(32))).rejects.toThrow(
        new RegExp(`SECRETS_KEY is not the key .*\\(key id ${keyIdOf(key)}`),
      );
      const app = await start(key);
      await app.close();
    } finally {
      dir.cleanup();
    }
  });

  it('starts without SECRETS_KEY while nothing is sealed, and then refuses to seal (503)', async () => {
    const dir = makeTempDir();
    try {
      const app = await buildApp({
        config: { ...production, databaseFile: dir.dbFile, distDir: dir.distDir, secretsKey: null },
      });
      const db = app.portal.db;
      db.prepare("INSERT INTO customers (id, name) VALUES ('acme', 'Acme')").run();
      expect(() => sealedSecretStore(db, null, 'report', 'acme').write('x', 'y')).toThrow(/no SECRETS_KEY/);
      await app.close();
    } finally {
      dir.cleanup();
    }
  });
});
