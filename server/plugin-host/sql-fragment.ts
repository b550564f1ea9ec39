/**
 * Checks the SQL a plugin may hand to its scoped data access: a condition or an expression over the one table
 * the host names, never a way to another table. Refused: statements and sub-queries (SELECT, FROM, JOIN, UNION,
 * WITH, ...), statement separators and comments, quoted identifiers and string literals (values go in `?`
 * parameters; the one literal allowed is LIKE's escape character '\'), dollar quoting, and any function outside
 * the list below (PostgreSQL has functions that run SQL given as text).
 */
const REFUSED_WORDS = new Set([
  'select',
  'from',
  'join',
  'union',
  'intersect',
  'except',
  'with',
  'into',
  'values',
  'insert',
  'update',
  'delete',
  'drop',
  'alter',
  'create',
  'pragma',
  'attach',
  'detach',
  'returning',
  'table',
  'copy',
  'grant',
  'vacuum',
  'exec',
  'execute',
]);
const FUNCTIONS = new Set([
  'lower',
  'upper',
  'coalesce',
  'length',
  'abs',
  'min',
  'max',
  'sum',
  'count',
  'avg',
  'substr',
  'trim',
  'round',
  'nullif',
  'cast',
]);
/** Words that may stand before a parenthesis without being a function call. */
const OPERATORS = new Set(['in', 'and', 'or', 'not', 'when', 'then', 'else', 'is', 'like', 'between', 'as']);
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/i;

export class RefusedSql extends Error {
  constructor(
    readonly fragment: string,
    reason: string,
  ) {
    super(`Refused SQL "${fragment}": ${reason}`);
    this.name = 'RefusedSql';
  }
}

/** The fragment, unchanged, when it passes; else RefusedSql. `params` is the number of `?` it must have (or undefined). */
export function checkedFragment(fragment: string, params?: number): string {
  const withoutEscape = fragment.replace(/ESCAPE\s+'\\'/gi, ' ');
  if (/['"`$[\]]/.test(withoutEscape))
    throw new RefusedSql(fragment, 'quotes, brackets and $ are not allowed; pass values as ? parameters');
  if (/;|--|\/\*/.test(fragment)) throw new RefusedSql(fragment, 'one condition, no statement separator or comment');
  for (const match of withoutEscape.matchAll(/([a-z_][a-z0-9_.]*)\s*(\()?/gi)) {
    const word = match[1]!.toLowerCase();
    if (REFUSED_WORDS.has(word)) throw new RefusedSql(fragment, `"${word}" reaches beyond the table`);
    if (word.includes('.')) throw new RefusedSql(fragment, 'qualified names reach other tables');
    if (match[2] && !FUNCTIONS.has(word) && !OPERATORS.has(word))
      throw new RefusedSql(fragment, `the function ${word}() is not in the allowed list`);
  }
  if (params !== undefined && (fragment.match(/\?/g) ?? []).length !== params) {
    throw new RefusedSql(
      fragment,
      `has ${(fragment.match(/\?/g) ?? []).length} ? placeholders for ${params} parameters`,
    );
  }
  return fragment;
}

/** A column name (for insert and update and the equality conditions): letters, digits and _. */
export function checkedColumn(name: string): string {
  if (!IDENTIFIER.test(name)) throw new RefusedSql(name, 'not a column name');
  return name;
}

/** An ORDER BY item: a column, optionally ASC or DESC. */
export function checkedOrder(item: string): string {
  const [column, direction, ...rest] = item.trim().split(/\s+/);
  if (rest.length > 0 || (direction && !/^(asc|desc)$/i.test(direction)))
    throw new RefusedSql(item, 'a column, optionally ASC or DESC');
  checkedColumn(column ?? '');
  return item.trim();
}
