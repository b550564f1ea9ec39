import * as z from 'zod/mini';

/** Names shared by the SPA and the server for the session and CSRF protection. */
export const SESSION_COOKIE = 'portal_session';
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Every 4xx/5xx answer of the reference server has this body. */
export const ApiError = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Accepts `null`, `undefined` or a wrong type and yields `fallback` instead: a malformed field never fails a whole answer. */
export const lenient = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z.catch(z.pipe(z.unknown(), schema), fallback);

/**
 * A value normalized once, where the answer is parsed: `input` is what a backend may send, `normalize`
 * turns it into the portal's single form, `output` checks that form (and is what the OpenAPI document
 * publishes as the reference server's answer).
 */
export function normalized<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  input: I,
  normalize: (value: z.output<I>) => z.input<O>,
  output: O,
): z.ZodMiniType<z.output<O>, z.input<I>> {
  // zod's typing of a pipe cannot follow a generic transform; the runtime chain is input -> normalize -> output.
  return z.pipe(z.pipe(input, z.transform(normalize)), output as never) as unknown as z.ZodMiniType<
    z.output<O>,
    z.input<I>
  >;
}

/** An id sent as a JSON string or number (backends differ); the portal keeps it as a non-empty string. */
export const StringId = normalized(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  (value) => String(value),
  z.string().check(z.minLength(1)),
);

/**
 * A numeric id sent as a JSON number or as a string of digits; the portal keeps it as a number. A
 * fraction, text or a number beyond the safe integers is refused, never rounded.
 */
export const NumericId = normalized(
  z.union([z.int(), z.string().check(z.regex(/^\s*-?\d{1,15}\s*$/))]),
  (value) => (typeof value === 'number' ? value : Number(value.trim())),
  z.int(),
);

/** A flag sent as a JSON boolean or as the text "true" / "false" (any case). */
export const Flag = normalized(
  z.union([z.boolean(), z.string().check(z.regex(/^\s*(true|false)\s*$/i))]),
  (value) => (typeof value === 'boolean' ? value : value.trim().toLowerCase() === 'true'),
  z.boolean(),
);

/**
 * A list whose unusable entries are dropped one by one: one odd entry never empties the whole list.
 * `output` is the normalized shape of a kept entry: kept entries are checked against it, never run through
 * `item` a second time.
 */
export function listOf<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  item: I,
  output: O,
): z.ZodMiniType<z.output<O>[], unknown[]> {
  return normalized(
    z.array(z.unknown()),
    (entries) =>
      entries.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }) as z.input<O>[],
    z.array(output),
  );
}

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
