import { createHash } from 'node:crypto';
import { hashOfSecret, isWellFormedKey, newKeySecret, shownPrefixOf } from './key-secret';

describe('an API key secret', () => {
  it('starts with mspk_, holds 256 random bits and a checksum in base 62, and differs every time', () => {
    const secrets = Array.from({ length: 50 }, newKeySecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^mspk_[0-9A-Za-z]{49}$/);
      expect(isWellFormedKey(secret)).toBe(true);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('is refused offline when a character is mistyped or missing', () => {
    const secret = newKeySecret();
    const last = secret.at(-1) === 'a' ? 'b' : 'a';
    const middle = secret[20] === 'Q' ? 'R' : 'Q';
    expect(isWellFormedKey(`${secret.slice(0, -1)}${last}`)).toBe(false);
    expect(isWellFormedKey(`${secret.slice(0, 20)}${middle}${secret.slice(21)}`)).toBe(false);
    expect(isWellFormedKey(secret.slice(0, -1))).toBe(false);
    expect(isWellFormedKey(secret.replace('mspk_', 'mspx_'))).toBe(false);
  });

  it('is stored as its SHA-256 and shown by its first characters only', () => {
    const secret = newKeySecret();
    expect(hashOfSecret(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(shownPrefixOf(secret)).toBe(secret.slice(0, 11));
  });
});
