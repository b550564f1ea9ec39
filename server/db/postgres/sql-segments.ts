/** A piece of SQL text: code, or something whose content must never be rewritten (literal, quoted name, comment). */
export interface Segment {
  code: boolean;
  text: string;
}

/**
 * Splits SQL into code and the parts no translation may touch: 'string literals' ('' escapes a quote),
 * "quoted identifiers", `backquoted` and [bracketed] names, -- line and block comments.
 */
export function segments(sql: string): Segment[] {
  const out: Segment[] = [];
  let code = '';
  let i = 0;
  const flush = () => {
    if (code) out.push({ code: true, text: code });
    code = '';
  };
  while (i < sql.length) {
    const c = sql[i]!;
    const end = closingOf(sql, i);
    if (end === -1) {
      code += c;
      i += 1;
      continue;
    }
    flush();
    out.push({ code: false, text: sql.slice(i, end) });
    i = end;
  }
  flush();
  return out;
}

/** The index just past the literal, name or comment starting at i, or -1 when none starts there. */
function closingOf(sql: string, i: number): number {
  const c = sql[i];
  if (c === '-' && sql[i + 1] === '-') {
    const newline = sql.indexOf('\n', i);
    return newline === -1 ? sql.length : newline;
  }
  if (c === '/' && sql[i + 1] === '*') {
    const close = sql.indexOf('*/', i + 2);
    return close === -1 ? sql.length : close + 2;
  }
  const quote = c === "'" || c === '"' || c === '`' ? c : c === '[' ? ']' : null;
  if (!quote) return -1;
  let j = i + 1;
  while (j < sql.length) {
    if (sql[j] === quote) {
      if (quote !== ']' && sql[j + 1] === quote) j += 2;
      else return j + 1;
    } else j += 1;
  }
  return sql.length;
}

/** Applies fn to the code segments only. */
export function mapCode(parts: readonly Segment[], fn: (code: string) => string): Segment[] {
  return parts.map((p) => (p.code ? { code: true, text: fn(p.text) } : p));
}

export function joined(parts: readonly Segment[]): string {
  return parts.map((p) => p.text).join('');
}

/** The statements of a script, split at semicolons outside literals and comments (empty ones dropped). */
export function statementsOf(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of segments(sql)) {
    if (!part.code) {
      current += part.text;
      continue;
    }
    const pieces = part.text.split(';');
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      out.push(current);
      current = piece;
    }
  }
  out.push(current);
  return out.filter((s) => segments(s).some((p) => p.code && p.text.trim() !== ''));
}
