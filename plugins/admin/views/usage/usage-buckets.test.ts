import { axisTicks, periodOf } from './usage-buckets';

describe('usage buckets', () => {
  it('gives the period as UTC days up to and including today', () => {
    expect(periodOf(7, Date.parse('2026-11-23T20:00:00Z'))).toEqual({ from: '2026-11-17', to: '2026-11-23' });
  });

  it('puts whole, round ticks on the value axis', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});
