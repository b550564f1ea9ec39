import { MAX_LICENCE_QUANTITY, MIN_LICENCE_QUANTITY, quantityProblem, type DecreaseRule } from '../contract';

/** Why the typed text is not a licence quantity; each gets its own field message. */
export type QuantityInputProblem =
  'empty' | 'not-digits' | 'exponent' | 'fraction' | 'too-small' | 'too-large' | 'unchanged' | 'decrease-closed';

export type QuantityReading = { ok: true; quantity: number } | { ok: false; problem: QuantityInputProblem };

const EXPONENT = /^[+-]?(\d+[.,]?\d*|[.,]\d+)e[+-]?\d*$/i;
const NEGATIVE = /^-\s*(\d+([.,]\d*)?|[.,]\d+)$/;
const DECIMAL = /^(\d+[.,]\d*|[.,]\d+)$/;

/**
 * Reads what the user typed in the licence field: digits only, a whole number from the minimum to the
 * maximum, not the current quantity, and not lower than it once Microsoft's cancellation window has passed. Nothing is rounded or clamped: anything else is refused with its
 * problem, and the text stays as typed. Spaces around the number are ignored.
 */
export function readQuantity(
  text: string,
  current: number,
  decrease: DecreaseRule = { kind: 'any-time' },
): QuantityReading {
  const value = text.trim();
  if (value === '') return { ok: false, problem: 'empty' };
  if (EXPONENT.test(value)) return { ok: false, problem: 'exponent' };
  if (NEGATIVE.test(value)) return { ok: false, problem: 'too-small' };
  // A point or comma is a fraction in one language and a thousands separator in the other: both refused.
  if (DECIMAL.test(value)) return { ok: false, problem: 'fraction' };
  if (!/^\d+$/.test(value)) return { ok: false, problem: 'not-digits' };
  const quantity = Number(value);
  const problem = quantityProblem(quantity);
  if (problem === 'too-small' || problem === 'too-large') return { ok: false, problem };
  if (problem !== null) return { ok: false, problem: 'not-digits' };
  if (quantity === current) return { ok: false, problem: 'unchanged' };
  if (quantity < current && decrease.kind === 'passed') return { ok: false, problem: 'decrease-closed' };
  return { ok: true, quantity };
}

export const QUANTITY_LIMITS = { min: MIN_LICENCE_QUANTITY, max: MAX_LICENCE_QUANTITY } as const;

/** A new quantity this many times the current one or more, by at least ABSURD_MIN_INCREASE seats, is asked about once more. */
const ABSURD_FACTOR = 10;
const ABSURD_MIN_INCREASE = 100;

/**
 * Whether a valid new quantity looks like a slip of the keyboard (an extra digit or two): more than ten times
 * the current one and at least 100 seats more. The dialog then asks once more before sending.
 */
export function isSuspiciousIncrease(current: number, next: number): boolean {
  return next > current * ABSURD_FACTOR && next - current >= ABSURD_MIN_INCREASE;
}
