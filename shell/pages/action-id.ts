/**
 * The action id of a route or a caller, as the server is asked for it. Only a whole number from 0 up that
 * a browser holds exactly (at most 15 digits) is sent; anything else ('abc', '-1', '1.5', '1e3', a
 * 20-digit number) is never rounded or replaced by the default id 0: the screen names it as given.
 */
export type ActionIdInput = { ok: true; id: number; shown: string } | { ok: false; shown: string };

const DIGITS = /^[0-9]{1,15}$/;

export function readActionId(given: number | string): ActionIdInput {
  if (typeof given === 'number') {
    return Number.isSafeInteger(given) && given >= 0
      ? { ok: true, id: given, shown: String(given) }
      : { ok: false, shown: String(given) };
  }
  return DIGITS.test(given) ? { ok: true, id: Number(given), shown: given } : { ok: false, shown: given };
}
