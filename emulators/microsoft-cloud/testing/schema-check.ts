/**
 * A checker for the JSON-schema subset Microsoft's descriptions use (Swagger 2.0 definitions and OpenAPI 3.0
 * schemas): $ref, allOf, anyOf, type, nullable/x-nullable, properties, required, additionalProperties, items,
 * enum, pattern, format (date-time, uuid, int32), minimum/maximum, min/maxLength, maxItems. A property the
 * description does not name is an error unless additionalProperties allows it (OData annotations excepted):
 * the emulator must not invent fields the service does not have.
 */
export type Schema = Record<string, unknown>;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function resolve(document: Schema, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`external reference ${ref}: the kept descriptions inline what they use`);
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Schema | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
  if (!target) throw new Error(`unresolved reference ${ref}`);
  return target as Schema;
}

/** The properties a schema names, its allOf parts included. */
function namedProperties(document: Schema, schema: Schema): Record<string, Schema> {
  const own = (schema.properties ?? {}) as Record<string, Schema>;
  const parts = ((schema.allOf ?? []) as Schema[]).map((part) =>
    namedProperties(document, part.$ref ? resolve(document, part.$ref as string) : part),
  );
  return Object.assign({}, ...parts, own);
}

function allowsMore(document: Schema, schema: Schema): Schema | boolean {
  if (schema.additionalProperties !== undefined) return schema.additionalProperties as Schema | boolean;
  for (const part of (schema.allOf ?? []) as Schema[]) {
    const more = allowsMore(document, part.$ref ? resolve(document, part.$ref as string) : part);
    if (more !== false) return more;
  }
  return false;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function checkType(type: string, value: unknown): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'object':
      return typeOf(value) === 'object';
    default:
      return typeOf(value) === type;
  }
}

function checkScalar(schema: Schema, value: unknown, at: string): string[] {
  const errors: string[] = [];
  if (schema.enum && !(schema.enum as unknown[]).includes(value))
    errors.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'string') {
    if (schema.format === 'date-time' && !DATE_TIME.test(value)) errors.push(`${at}: '${value}' is not a date-time`);
    if (schema.format === 'uuid' && !UUID.test(value)) errors.push(`${at}: '${value}' is not a uuid`);
    if (schema.pattern && !new RegExp(schema.pattern as string).test(value))
      errors.push(`${at}: '${value}' does not match ${schema.pattern}`);
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      errors.push(`${at}: longer than ${schema.maxLength}`);
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      errors.push(`${at}: shorter than ${schema.minLength}`);
  }
  if (typeof value === 'number') {
    if (schema.format === 'int32' && (!Number.isInteger(value) || Math.abs(value) > 2 ** 31))
      errors.push(`${at}: ${value} is not an int32`);
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      errors.push(`${at}: ${value} is below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      errors.push(`${at}: ${value} is above ${schema.maximum}`);
  }
  return errors;
}

function checkObject(document: Schema, schema: Schema, value: Record<string, unknown>, at: string): string[] {
  const errors: string[] = [];
  const named = namedProperties(document, schema);
  const required = [
    schema,
    ...((schema.allOf ?? []) as Schema[]).map((p) => (p.$ref ? resolve(document, p.$ref as string) : p)),
  ].flatMap((s) => (s.required ?? []) as string[]);
  for (const name of required)
    if (value[name] === undefined) errors.push(`${at}: required property '${name}' is missing`);
  const more = allowsMore(document, schema);
  for (const [name, item] of Object.entries(value)) {
    if (named[name]) errors.push(...check(document, named[name], item, `${at}.${name}`));
    else if (typeof more === 'object') errors.push(...check(document, more, item, `${at}.${name}`));
    else if (!more && !name.startsWith('@odata.')) errors.push(`${at}: property '${name}' is not in the description`);
  }
  return errors;
}

/** The ways `value` differs from `schema` (empty when it conforms). */
export function check(document: Schema, schema: Schema, value: unknown, at = '$'): string[] {
  if (schema.$ref) return check(document, resolve(document, schema.$ref as string), value, at);
  if (value === null && (schema.nullable === true || schema['x-nullable'] === true)) return [];
  if (schema.anyOf) {
    const options = (schema.anyOf as Schema[]).map((option) => check(document, option, value, at));
    return options.some((errors) => errors.length === 0) ? [] : options[0];
  }
  const partErrors = ((schema.allOf ?? []) as Schema[]).flatMap((part) => {
    const target = part.$ref ? resolve(document, part.$ref as string) : part;
    // Properties are checked once, over the union of the parts, below; each part's own scalar rules here.
    return target.properties || target.allOf ? [] : check(document, target, value, at);
  });
  // Azure's descriptions (AutoRest) write `type: object` with nothing inside for "any JSON value" (e.g. a
  // Resource Graph `data`, which is an array of objects or a table).
  const anyValue =
    schema.type === 'object' && !schema.properties && !schema.allOf && schema.additionalProperties === undefined;
  if (anyValue) return partErrors;
  const type = (schema.type as string | undefined) ?? (schema.properties || schema.allOf ? 'object' : undefined);
  if (type && !checkType(type, value)) return [...partErrors, `${at}: expected ${type}, got ${typeOf(value)}`];
  const errors = [...partErrors, ...checkScalar(schema, value, at)];
  if (type === 'object' && typeOf(value) === 'object')
    errors.push(...checkObject(document, schema, value as Record<string, unknown>, at));
  if (Array.isArray(value)) {
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      errors.push(`${at}: more than ${schema.maxItems} items`);
    if (schema.items)
      value.forEach((item, i) => errors.push(...check(document, schema.items as Schema, item, `${at}[${i}]`)));
  }
  return errors;
}
