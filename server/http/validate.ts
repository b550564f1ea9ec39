import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { HttpError } from './errors';

// zod/mini ships without messages; the English locale makes 400 answers say what is wrong.
z.config(en());

const MAX_ISSUES = 5;

/** Validates `value` with `schema`; throws a 400 HttpError naming the fields and problems. */
export function validate<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  where: 'body' | 'params' | 'query',
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, MAX_ISSUES).map((issue) => {
    const at = issue.path.length ? `${where}.${issue.path.map(String).join('.')}` : where;
    return `${at}: ${issue.message}`;
  });
  const more = result.error.issues.length > MAX_ISSUES ? ` (and ${result.error.issues.length - MAX_ISSUES} more)` : '';
  throw new HttpError(400, `Invalid ${where}: ${issues.join('; ')}${more}`);
}
