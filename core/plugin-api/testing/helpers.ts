import type { Logger } from '../index';

/** A logger that prints nothing (tests that expect logging pass their own jest.fn()s). */
export const silentLogger: Logger = { error: () => undefined, warn: () => undefined, info: () => undefined };

/** Every key path of a locale bundle, sorted: `expect(localeKeys(nl)).toEqual(localeKeys(en))`. */
export function localeKeys(bundle: unknown, prefix = ''): string[] {
  if (typeof bundle !== 'object' || bundle === null) return [prefix];
  return Object.entries(bundle)
    .flatMap(([key, value]) => localeKeys(value, prefix ? `${prefix}.${key}` : key))
    .sort();
}
