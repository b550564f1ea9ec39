/**
 * The small part of Kusto (KQL) the inventory needs, over the `Resources` table:
 *   Resources | where <field> ==|=~|!= '<value>' [and ...] | project <field>, ... | summarize count() by <field>, ... | order by <field> [asc|desc] | limit <n>
 * Anything else is refused with the reason, as Resource Graph refuses an invalid query.
 */
export type Row = Record<string, unknown>;

export class KqlError extends Error {}

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

function field(name: string): string {
  if (!FIELD.test(name)) throw new KqlError(`'${name}' is not a column name`);
  return name;
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function where(rows: Row[], condition: string): Row[] {
  const tests = condition.split(/\s+and\s+/i).map((part) => {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*(==|=~|!=)\s*'([^']*)'$/.exec(part.trim());
    if (!match)
      throw new KqlError(`unsupported condition '${part.trim()}' (supported: <column> ==, =~ or != '<text>')`);
    const [, name, op, value] = match;
    return (row: Row) => {
      const actual = String(row[name] ?? '');
      if (op === '==') return actual === value;
      if (op === '!=') return actual !== value;
      return actual.toLowerCase() === value.toLowerCase();
    };
  });
  return rows.filter((row) => tests.every((test) => test(row)));
}

function summarize(rows: Row[], clause: string): Row[] {
  const match = /^(?:(\w+)\s*=\s*)?count\(\)\s+by\s+(.+)$/i.exec(clause);
  if (!match) throw new KqlError(`unsupported summarize '${clause}' (supported: [name =] count() by <columns>)`);
  const countName = match[1] ?? 'count_';
  const keys = splitList(match[2]).map(field);
  const groups = new Map<string, Row>();
  for (const row of rows) {
    const key = JSON.stringify(keys.map((k) => row[k] ?? null));
    const group = groups.get(key) ?? Object.fromEntries([...keys.map((k) => [k, row[k] ?? null]), [countName, 0]]);
    group[countName] = (group[countName] as number) + 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}

function order(rows: Row[], clause: string): Row[] {
  const match = /^by\s+(\w+)(?:\s+(asc|desc))?$/i.exec(clause);
  if (!match) throw new KqlError(`unsupported order '${clause}' (supported: order by <column> [asc|desc])`);
  const [, name, direction] = match;
  const sign = direction?.toLowerCase() === 'asc' ? 1 : -1; // Kusto sorts descending unless told otherwise
  return [...rows].sort(
    (a, b) => sign * String(a[name] ?? '').localeCompare(String(b[name] ?? ''), 'en', { numeric: true }),
  );
}

export function runKql(query: string, table: Row[]): Row[] {
  const [source, ...steps] = query.split('|').map((part) => part.trim());
  if (source.toLowerCase() !== 'resources') throw new KqlError(`unsupported table '${source}' (supported: Resources)`);
  return steps.reduce<Row[]>((rows, step) => {
    const [, operator, rest = ''] = /^(\w+)\s*(.*)$/s.exec(step) ?? [];
    switch (operator?.toLowerCase()) {
      case 'where':
        return where(rows, rest);
      case 'project': {
        const names = splitList(rest).map(field);
        return rows.map((row) => Object.fromEntries(names.map((n) => [n, row[n] ?? null])));
      }
      case 'summarize':
        return summarize(rows, rest);
      case 'order':
      case 'sort':
        return order(rows, rest);
      case 'limit':
      case 'take': {
        const n = Number(rest);
        if (!Number.isInteger(n) || n < 0) throw new KqlError(`'${rest}' is not a row count`);
        return rows.slice(0, n);
      }
      default:
        throw new KqlError(
          `unsupported operator '${operator ?? step}' (supported: where, project, summarize, order by, limit)`,
        );
    }
  }, table);
}
