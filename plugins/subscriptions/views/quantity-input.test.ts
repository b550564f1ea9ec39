import { QUANTITY_REASONS, QuantityChangeRequest, decreaseRule, quantityProblem } from '../contract';
import { isSuspiciousIncrease, readQuantity } from './quantity-input';

describe("readQuantity under Microsoft's rules: a decrease only inside the cancellation window", () => {
  const microsoft = (until: string) => ({ source: 'microsoft' as const, cancellationAllowedUntil: until });
  const now = Date.parse('2026-11-29T12:00:00Z');

  it('refuses a lower number once the window has passed, and still accepts a higher one', () => {
    const passed = decreaseRule(microsoft('2026-11-20T00:00:00Z'), now);
    expect(passed).toEqual({ kind: 'passed', since: '2026-11-20T00:00:00Z' });
    expect(readQuantity('48', 49, passed)).toEqual({ ok: false, problem: 'decrease-closed' });
    expect(readQuantity('50', 49, passed)).toEqual({ ok: true, quantity: 50 });
  });

  it("accepts a lower number inside the window, and any for the provider's own rows", () => {
    const open = decreaseRule(microsoft('2026-12-04T00:00:00Z'), now);
    expect(open).toEqual({ kind: 'until', until: '2026-12-04T00:00:00Z' });
    expect(readQuantity('48', 49, open)).toEqual({ ok: true, quantity: 48 });
    const manual = decreaseRule({ source: 'manual', cancellationAllowedUntil: '2026-11-20T00:00:00Z' }, now);
    expect(manual).toEqual({ kind: 'any-time' });
    expect(readQuantity('48', 49, manual)).toEqual({ ok: true, quantity: 48 });
  });
});

describe('readQuantity: what the licence field accepts', () => {
  it.each([
    ['30', 30],
    [' 30 ', 30],
    ['1', 1],
    ['007', 7],
    ['250000', 250000],
    ['1000000', 1000000],
  ])('accepts %j as %p', (text, quantity) => {
    expect(readQuantity(text, 49)).toEqual({ ok: true, quantity });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'too-small'],
    ['-5', 'too-small'],
    ['-0', 'too-small'],
    ['- 5', 'too-small'],
    ['-1.5', 'too-small'],
    ['1.5', 'fraction'],
    ['1,5', 'fraction'],
    ['2.0', 'fraction'],
    ['1.000', 'fraction'],
    ['1,000', 'fraction'],
    ['.5', 'fraction'],
    ['5.', 'fraction'],
    ['1e3', 'exponent'],
    ['1E3', 'exponent'],
    ['2.5e2', 'exponent'],
    ['1e', 'exponent'],
    ['-1e3', 'exponent'],
    ['abc', 'not-digits'],
    ['12abc', 'not-digits'],
    ['+5', 'not-digits'],
    ['1 000', 'not-digits'],
    ['0x10', 'not-digits'],
    ['Infinity', 'not-digits'],
    ['1000001', 'too-large'],
    ['99999999999999999999999', 'too-large'],
    ['49', 'unchanged'],
    ['0049', 'unchanged'],
  ])('refuses %j (%s), never rounding or clamping', (text, problem) => {
    expect(readQuantity(text, 49)).toEqual({ ok: false, problem });
  });
});

describe('the server rule (contract): a whole JSON number from 1 to 1,000,000, each refusal with its reason', () => {
  it.each([
    [undefined, 'missing'],
    [null, 'null'],
    ['abc', 'text'],
    ['1e3', 'text'],
    ['10', 'text'],
    [true, 'not-a-number'],
    [{}, 'not-a-number'],
    [1.5, 'fraction'],
    [0, 'too-small'],
    [-5, 'too-small'],
    [1_000_001, 'too-large'],
    [1e20, 'too-large'],
    [Infinity, 'too-large'],
  ])('%p: %s', (quantity, problem) => {
    expect(quantityProblem(quantity)).toBe(problem);
    const parsed = QuantityChangeRequest.safeParse(quantity === undefined ? {} : { quantity });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.message)).toEqual([
      QUANTITY_REASONS[problem as keyof typeof QUANTITY_REASONS],
    ]);
  });

  it.each([1, 30, 250000, 1_000_000])('accepts %p unchanged', (quantity) => {
    expect(quantityProblem(quantity)).toBeNull();
    expect(QuantityChangeRequest.parse({ quantity })).toEqual({ quantity });
  });
});

describe('isSuspiciousIncrease: more than ten times the current quantity and at least 100 seats more', () => {
  it.each([
    [25, 251, true],
    [25, 250, false],
    [25, 2500, true],
    [5, 104, false],
    [5, 105, true],
    [9, 109, true],
    [100, 1001, true],
    [100, 1000, false],
    [25, 24, false],
    [0, 100, true],
    [0, 99, false],
  ])('%p -> %p: %p', (current, next, expected) => {
    expect(isSuspiciousIncrease(current, next)).toBe(expected);
  });
});
