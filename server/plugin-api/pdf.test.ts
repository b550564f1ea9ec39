import { textPdf } from './pdf';

/** The byte offsets the cross-reference table lists must point at "N 0 obj": a reader relies on them. */
function checkXref(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
  expect(text.slice(start, start + 4)).toBe('xref');
  const entries = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  entries.forEach((offset, index) =>
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`),
  );
  return entries.length;
}

describe('textPdf', () => {
  it('writes a well-formed PDF whose cross-reference offsets are exact', () => {
    const pdf = textPdf('Invoice INV-1', [
      { text: 'Invoice INV-1', bold: true },
      { text: 'Total € 1.234,50 (incl. VAT)' },
    ]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Total \\200 1.234,50 \\(incl. VAT\\))');
    expect(checkXref(pdf)).toBe(7);
  });

  it('pages long documents and replaces characters a standard font cannot show', () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ text: `Line ${i} 🙂` }));
    const pdf = textPdf('Long', lines);
    const text = pdf.toString('latin1');
    expect(/\/Count (\d+)/.exec(text)?.[1]).toBe('3');
    expect(text).toContain('(Line 99 ?)');
    checkXref(pdf);
  });
});
