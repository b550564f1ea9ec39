import { OwnedCache } from './owned-cache';

describe('OwnedCache', () => {
  it('keeps one map per owner', () => {
    const cache = new OwnedCache<string, number>();
    const a = {};
    const b = {};
    cache.set(a, 'k', 1);
    expect(cache.get(a, 'k')).toBe(1);
    expect(cache.get(b, 'k')).toBeUndefined();
    cache.clear(a);
    expect(cache.get(a, 'k')).toBeUndefined();
  });

  it('starts over when an owner reaches the size limit, so memory stays bounded', () => {
    const cache = new OwnedCache<number, number>(3);
    const owner = {};
    for (let i = 0; i < 3; i++) cache.set(owner, i, i);
    cache.set(owner, 1, 10);
    expect(cache.get(owner, 0)).toBe(0);
    cache.set(owner, 3, 3);
    expect(cache.get(owner, 0)).toBeUndefined();
    expect(cache.get(owner, 3)).toBe(3);
  });
});
