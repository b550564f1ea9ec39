/**
 * A lower estimate of a secret's entropy in bits, for refusing secrets a person made up. Each character is
 * worth log2 of the alphabet it seems drawn from (hex 16; otherwise the classes it uses: lower case 26, upper
 * case 26, digits 10, other printable 33), at most twice the number of different characters the secret holds
 * (`abba...` is not drawn from 26 letters), and nothing when it is predictable from what came before:
 * - it continues a run with the same small step (`aaa`, `abc`, `cba`, `0123`, `aceg`), or
 * - it ends a group of three characters seen earlier in the secret (`abab...`, `secretsecret`).
 * A random secret loses almost nothing to these rules; hand-made ones lose most of their length.
 */
export function estimatedEntropyBits(secret: string): number {
  const chars = [...secret];
  if (chars.length === 0) return 0;
  const bitsPerChar = Math.log2(Math.min(alphabetSize(secret), 2 * new Set(chars).size));
  const seenTriples = new Set<string>();
  let unpredictable = 0;
  for (let i = 0; i < chars.length; i++) {
    const triple = i >= 2 ? chars.slice(i - 2, i + 1).join('') : null;
    const repeated = triple !== null && seenTriples.has(triple);
    if (triple !== null) seenTriples.add(triple);
    if (!repeated && !continuesRun(chars, i)) unpredictable++;
  }
  return unpredictable * Math.max(0, bitsPerChar);
}

const MAX_RUN_STEP = 2;

function continuesRun(chars: readonly string[], i: number): boolean {
  if (i < 2) return false;
  const step = chars[i].codePointAt(0)! - chars[i - 1].codePointAt(0)!;
  const before = chars[i - 1].codePointAt(0)! - chars[i - 2].codePointAt(0)!;
  return step === before && Math.abs(step) <= MAX_RUN_STEP;
}

export function alphabetSize(secret: string): number {
  if (/^[0-9a-f]+$/.test(secret) || /^[0-9A-F]+$/.test(secret)) return 16;
  let size = 0;
  if (/[a-z]/.test(secret)) size += 26;
  if (/[A-Z]/.test(secret)) size += 26;
  if (/[0-9]/.test(secret)) size += 10;
  if (/[^a-zA-Z0-9]/.test(secret)) size += 33;
  return size;
}
