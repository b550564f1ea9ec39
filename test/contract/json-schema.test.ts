import { summarizeProblems, validate, type JsonSchema } from '../../scripts/contract-test/json-schema';

/** The contract test's JSON Schema checker, on the shapes OpenAPI documents (3.0 and 3.1) use. */

const check = (value: unknown, schema: JsonSchema, roots: unknown[] = []) =>
  summarizeProblems(validate(value, schema, roots), 10);

describe('json-schema checker', () => {
  it('checks types, integers against numbers, and says what came', () => {
    expect(check(5, { type: 'integer' })).toBe('');
    expect(check(5.5, { type: 'integer' })).toBe('$: expected a whole number, got 5.5');
    expect(check(5.5, { type: 'number' })).toBe('');
    expect(check('5', { type: ['integer', 'null'] })).toBe('$: expected a whole number or null, got "5"');
    expect(check(null, { type: 'object' })).toBe('$: expected an object, got null');
  });

  it('reads OpenAPI 3.0 nullable and 3.1 type lists alike', () => {
    expect(check(null, { type: 'string', nullable: true })).toBe('');
    expect(check(null, { type: ['string', 'null'] })).toBe('');
    expect(check(null, { type: 'string' })).toBe('$: expected text, got null');
  });

  it('reports missing required fields and nested mismatches with their path', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['id', 'items'],
      properties: {
        items: {
          type: 'array',
          items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
        },
      },
    };
    expect(check({ items: [{ name: 'a' }, { name: 3 }, {}] }, schema)).toBe(
      '$.id: missing (required); $.items[1].name: expected text, got 3; $.items[2].name: missing (required)',
    );
  });

  it('ignores additionalProperties: the portal ignores unknown extra fields', () => {
    expect(
      check(
        { a: 1, extra: true },
        { type: 'object', properties: { a: { type: 'integer' } }, additionalProperties: false },
      ),
    ).toBe('');
  });

  it('resolves $ref in the schema itself, then in the document', () => {
    const document = { components: { schemas: { Error: { type: 'object', required: ['message'] } } } };
    expect(check({}, { $ref: '#/components/schemas/Error' }, [document])).toBe('$.message: missing (required)');
    const recursive: JsonSchema = {
      $ref: '#/$defs/Node',
      $defs: { Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } } } } },
    };
    expect(check({ children: [{ children: [5] }] }, recursive)).toBe(
      '$.children[0].children[0]: expected an object, got 5',
    );
    expect(check({}, { $ref: '#/components/schemas/Missing' })).toBe(
      '$: the schema refers to #/components/schemas/Missing, which the document does not define',
    );
  });

  it('anyOf/oneOf: passes when one fits, and explains the closest one when none does', () => {
    const schema: JsonSchema = { anyOf: [{ type: 'object', required: ['a'] }, { type: 'null' }] };
    expect(check(null, schema)).toBe('');
    expect(check({}, schema)).toBe('$.a: missing (required)');
    expect(check(3, { oneOf: [{ type: 'string' }, { type: 'boolean' }] })).toBe(
      '$: expected text or true/false, got 3',
    );
  });

  it('enum, const, lengths, bounds and patterns', () => {
    expect(check('x', { enum: ['a', 'b'] })).toBe('$: expected one of "a", "b", got "x"');
    expect(check(2, { const: 1 })).toBe('$: expected 1, got 2');
    expect(check('', { type: 'string', minLength: 1 })).toBe('$: expected non-empty text, got ""');
    expect(check(0, { type: 'integer', minimum: 1 })).toBe('$: expected at least 1, got 0');
    expect(check('ab1', { type: 'string', pattern: '^[a-z]+$' })).toBe('$: expected text matching ^[a-z]+$, got "ab1"');
    expect(check([1, 2, 3], { type: 'array', maxItems: 2 })).toBe('$: expected at most 2 entries, got 3');
  });

  it('reads a pattern written for another engine rather than skipping it', () => {
    // "\-" outside a class is refused under the u flag; without it, it is a plain "-".
    expect(check('a-b', { type: 'string', pattern: '^a\\-b$' })).toBe('');
    expect(check('a_b', { type: 'string', pattern: '^a\\-b$' })).toBe('$: expected text matching ^a\\-b$, got "a_b"');
  });

  it('shortens long answers and long problem lists', () => {
    const problems = validate({}, { type: 'object', required: ['a', 'b', 'c', 'd', 'e'] });
    expect(summarizeProblems(problems)).toBe(
      '$.a: missing (required); $.b: missing (required); $.c: missing (required) (and 2 more)',
    );
    expect(check('x'.repeat(100), { type: 'integer' })).toMatch(/got "x{56}\.\.\.$/);
  });
});
