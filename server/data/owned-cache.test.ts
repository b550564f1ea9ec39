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

  it('evicts the least recently used entry when an owner reaches the size limit, so memory stays bounded', () => {
    const cache = new OwnedCache<number, number>(3);
    const owner = {};
    for (let i = 0; i < 3; i++) cache.set(owner, i, i);
    expect(cache.get(owner, 0)).toBe(0);
    cache.set(owner, 3, 3);
    expect(cache.get(owner, 1)).toBeUndefined();
    expect([0, 2, 3].map((key) => cache.get(owner, key))).toEqual([0, 2, 3]);
    cache.set(owner, 2, 20);
    cache.set(owner, 4, 4);
    expect(cache.get(owner, 0)).toBeUndefined();
    expect([2, 3, 4].map((key) => cache.get(owner, key))).toEqual([20, 3, 4]);
  });
});
