/**
 * A small JSON Schema checker for the parts of JSON Schema that OpenAPI documents use for answers (type,
 * nullable, enum, const, anyOf/oneOf/allOf, properties, required, items, lengths, bounds, pattern, $ref).
 * Written here rather than added as a package: the contract test must run on any checkout with the
 * project's own dependencies, and its messages must say in plain words what was expected and what came.
 *
 * One deliberate leniency: `additionalProperties` is not enforced. The portal ignores unknown extra fields,
 * so a backend that sends more than its document names still works with it.
 */

export type JsonSchema = boolean | { [keyword: string]: unknown };

export interface SchemaProblem {
  /** Where in the answer, as `$.items[2].linkTarget`. */
  path: string;
  message: string;
}

type SchemaObject = { [keyword: string]: unknown };

/** Places `$ref`s are looked up in, innermost first (the schema itself, then the document holding it). */
export type RefRoots = readonly unknown[];

const MAX_DEPTH = 64;

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  if (type === 'number') return actual === 'number' || actual === 'integer';
  return actual === type;
}

function pointer(root: unknown, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function resolve(ref: string, roots: RefRoots): JsonSchema | undefined {
  for (const root of roots) {
    const found = pointer(root, ref);
    if (found !== undefined && (typeof found === 'boolean' || (typeof found === 'object' && found !== null)))
      return found as JsonSchema;
  }
  return undefined;
}

/** A short name for what a schema wants, for messages ("string or null", "one of a, b"). */
export function describeSchema(schema: JsonSchema, roots: RefRoots = [], depth = 0): string {
  if (schema === true) return 'anything';
  if (schema === false) return 'nothing at all';
  if (depth > 4) return 'a value';
  if (typeof schema.$ref === 'string') {
    const target = resolve(schema.$ref, [schema, ...roots]);
    return target === undefined ? `a value of ${schema.$ref}` : describeSchema(target, roots, depth + 1);
  }
  // A short description says it best ("an id (text or number)"); long ones are prose, not a type.
  if (typeof schema.description === 'string' && schema.description.length <= 80) return schema.description;
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => describeValue(v)).join(', ')}`;
  if ('const' in schema) return describeValue(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.map((alt) => describeSchema(alt, roots, depth + 1)).join(' or ');
  const types = ([] as string[]).concat((schema.type as string | string[] | undefined) ?? []);
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  if (types.length === 0) return 'a value';
  const named = types.map((type) => {
    if (type === 'string' && typeof schema.pattern === 'string') return `text matching ${schema.pattern}`;
    if (type === 'string' && typeof schema.minLength === 'number' && schema.minLength > 0) return 'non-empty text';
    return (
      {
        string: 'text',
        integer: 'a whole number',
        number: 'a number',
        boolean: 'true/false',
        array: 'a list',
        object: 'an object',
        null: 'null',
      }[type] ?? type
    );
  });
  return named.join(' or ');
}

/**
 * Checks `value` against `schema`. Returns every problem found (empty when it matches). `roots` are where
 * `$ref`s point into: the schema's own root is tried first, then each given root (e.g. the OpenAPI document).
 */
export function validate(value: unknown, schema: JsonSchema, roots: RefRoots = []): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  check(value, schema, '$', [schema, ...roots], problems, 0);
  return problems;
}

function check(
  value: unknown,
  schema: JsonSchema,
  path: string,
  roots: RefRoots,
  problems: SchemaProblem[],
  depth: number,
): void {
  if (schema === true) return;
  if (schema === false) {
    problems.push({ path, message: `expected no value, got ${describeValue(value)}` });
    return;
  }
  if (depth > MAX_DEPTH) return;
  const s = schema as SchemaObject;

  if (typeof s.$ref === 'string') {
    const target = resolve(s.$ref, roots);
    if (target === undefined) {
      problems.push({ path, message: `the schema refers to ${s.$ref}, which the document does not define` });
      return;
    }
    check(value, target, path, roots, problems, depth + 1);
  }

  const nullable = s.nullable === true;
  if (value === null && nullable) return;

  const types = ([] as string[]).concat((s.type as string | string[] | undefined) ?? []);
  if (types.length > 0 && !types.some((type) => matchesType(value, type)) && !(nullable && value === null)) {
    problems.push({ path, message: `expected ${describeSchema(s, roots)}, got ${describeValue(value)}` });
    return;
  }

  if (Array.isArray(s.enum) && !s.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) {
    problems.push({ path, message: `expected ${describeSchema({ enum: s.enum })}, got ${describeValue(value)}` });
    return;
  }
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(value)) {
    problems.push({ path, message: `expected ${describeValue(s.const)}, got ${describeValue(value)}` });
    return;
  }

  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const alternatives = s[keyword];
    if (!Array.isArray(alternatives) || alternatives.length === 0) continue;
    const fits = alternatives.some((alt) => {
      const sub: SchemaProblem[] = [];
      check(value, alt as JsonSchema, path, roots, sub, depth + 1);
      return sub.length === 0;
    });
    if (!fits) {
      // One alternative of the right JSON type explains the mismatch best (an object with a bad field).
      const sameType = (alternatives as JsonSchema[]).filter(
        (alt) => typeof alt === 'object' && typeof alt.type === 'string' && matchesType(value, alt.type),
      );
      if (sameType.length === 1 && (typeOf(value) === 'object' || typeOf(value) === 'array')) {
        check(value, sameType[0], path, roots, problems, depth + 1);
      } else {
        problems.push({ path, message: `expected ${describeSchema(s, roots)}, got ${describeValue(value)}` });
      }
      return;
    }
  }
  if (Array.isArray(s.allOf)) {
    for (const part of s.allOf) check(value, part as JsonSchema, path, roots, problems, depth + 1);
  }

  if (typeof value === 'string') {
    if (typeof s.minLength === 'number' && [...value].length < s.minLength) {
      problems.push({
        path,
        message:
          s.minLength === 1
            ? 'expected non-empty text, got ""'
            : `expected at least ${s.minLength} characters, got ${describeValue(value)}`,
      });
    }
    if (typeof s.maxLength === 'number' && [...value].length > s.maxLength) {
      problems.push({ path, message: `expected at most ${s.maxLength} characters, got ${[...value].length}` });
    }
    if (typeof s.pattern === 'string') {
      const pattern = compile(s.pattern);
      if (pattern && !pattern.test(value))
        problems.push({ path, message: `expected text matching ${s.pattern}, got ${describeValue(value)}` });
    }
  }

  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum)
      problems.push({ path, message: `expected at least ${s.minimum}, got ${value}` });
    if (typeof s.maximum === 'number' && value > s.maximum)
      problems.push({ path, message: `expected at most ${s.maximum}, got ${value}` });
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum)
      problems.push({ path, message: `expected more than ${s.exclusiveMinimum}, got ${value}` });
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum)
      problems.push({ path, message: `expected less than ${s.exclusiveMaximum}, got ${value}` });
  }

  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems)
      problems.push({ path, message: `expected at least ${s.minItems} entries, got ${value.length}` });
    if (typeof s.maxItems === 'number' && value.length > s.maxItems)
      problems.push({ path, message: `expected at most ${s.maxItems} entries, got ${value.length}` });
    if (s.items !== undefined && !Array.isArray(s.items)) {
      value.forEach((entry, index) =>
        check(entry, s.items as JsonSchema, `${path}[${index}]`, roots, problems, depth + 1),
      );
    }
  }

  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (Array.isArray(s.required)) {
      for (const name of s.required) {
        if (typeof name === 'string' && record[name] === undefined)
          problems.push({ path: `${path}.${name}`, message: 'missing (required)' });
      }
    }
    if (s.properties && typeof s.properties === 'object') {
      for (const [name, sub] of Object.entries(s.properties as Record<string, JsonSchema>)) {
        if (record[name] !== undefined) check(record[name], sub, `${path}.${name}`, roots, problems, depth + 1);
      }
    }
  }
}

/**
 * A schema's pattern as a RegExp: ECMA-262 with the u flag as JSON Schema says, else without it (documents
 * written for other engines use escapes the u flag refuses), else null (not checked).
 */
function compile(pattern: string): RegExp | null {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // try the next reading
    }
  }
  return null;
}

/** The first few problems as one line: "$.a: missing (required); $.b: expected text, got 5 (and 2 more)". */
export function summarizeProblems(problems: readonly SchemaProblem[], shown = 3): string {
  const head = problems
    .slice(0, shown)
    .map((p) => `${p.path}: ${p.message}`)
    .join('; ');
  return problems.length > shown ? `${head} (and ${problems.length - shown} more)` : head;
}
