/** Parses a stored JSON column; a corrupt value yields the fallback instead of failing the request. */
export function parseJson<T>(text: string | null | undefined, fallback: T, check: (value: unknown) => boolean): T {
  if (text == null) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return check(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export const isStringArray = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string');
export const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
