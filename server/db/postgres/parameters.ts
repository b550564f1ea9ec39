import { joined, mapCode, segments } from './sql-segments';

/** Where the value of $n comes from: the nth positional argument, or a named one. */
export type ParameterSource = { position: number } | { name: string };

/**
 * better-sqlite3's placeholders -> PostgreSQL's: each `?` is the next positional argument; `@name`, `:name` and
 * `$name` are the properties of the object argument, one $n per distinct name (as better-sqlite3 binds them).
 */
export function numberedPlaceholders(sql: string): { text: string; sources: ParameterSource[] } {
  const sources: ParameterSource[] = [];
  const named = new Map<string, number>();
  let positional = 0;
  const text = joined(
    mapCode(segments(sql), (code) =>
      code.replace(
        /(::)|\?|[@:$]([A-Za-z_][A-Za-z0-9_]*)/g,
        (match, cast: string | undefined, name: string | undefined) => {
          if (cast) return match;
          if (!name) {
            sources.push({ position: positional++ });
            return `$${sources.length}`;
          }
          if (!named.has(name)) {
            sources.push({ name });
            named.set(name, sources.length);
          }
          return `$${named.get(name)}`;
        },
      ),
    ),
  );
  return { text, sources };
}

/** The values for $1..$n from a statement's arguments: positionals (arrays flattened) and at most one object of named values. */
export function boundValues(sources: readonly ParameterSource[], args: readonly unknown[]): unknown[] {
  const positionals: unknown[] = [];
  let named: Record<string, unknown> | null = null;
  for (const arg of args.flat()) {
    if (isNamedValues(arg)) named = arg;
    else positionals.push(arg);
  }
  const expected = sources.filter((s) => 'position' in s).length;
  if (positionals.length !== expected)
    throw new RangeError(`Too ${positionals.length > expected ? 'many' : 'few'} parameter values were provided`);
  return sources.map((source) => {
    if ('position' in source) return value(positionals[source.position]);
    if (!named || !(source.name in named)) throw new RangeError(`Missing named parameter "${source.name}"`);
    return value(named[source.name]);
  });
}

function isNamedValues(arg: unknown): arg is Record<string, unknown> {
  return (
    typeof arg === 'object' &&
    arg !== null &&
    !Buffer.isBuffer(arg) &&
    !(arg instanceof Uint8Array) &&
    !(arg instanceof Date)
  );
}

/** As better-sqlite3 stores them: bigint as an integer, booleans as 1/0, undefined as NULL. */
function value(v: unknown): unknown {
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v === undefined ? null : v;
}
