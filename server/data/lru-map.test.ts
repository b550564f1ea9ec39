import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('keeps the entries in use and evicts the one used longest ago', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('replacing a value does not evict anything', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    expect([map.get('a'), map.get('b'), map.size]).toEqual([10, 2, 2]);
  });

  it('a full map keeps the keys read since the new ones arrived', () => {
    const map = new LruMap<number, number>(10_000);
    for (let i = 0; i < 10_000; i++) map.set(i, i);
    for (let i = 0; i < 5_000; i++) map.get(i);
    for (let i = 10_000; i < 15_000; i++) map.set(i, i);
    expect(map.get(0)).toBe(0);
    expect(map.get(4_999)).toBe(4_999);
    expect(map.get(5_000)).toBeUndefined();
    expect(map.size).toBe(10_000);
  });

  it('deletes by value and refuses a size that bounds nothing', () => {
    const map = new LruMap<string, number>(5);
    for (const [key, value] of [['a', 1], ['b', 2], ['c', 1]] as const) map.set(key, value);
    map.deleteWhere((value) => value === 1);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, 2, undefined]);
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
