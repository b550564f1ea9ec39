/** A line of a simple document: plain text, optionally bold (a heading or a total). */
export interface PdfLine {
  text: string;
  bold?: boolean;
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT = 16;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LINE_HEIGHT);

/**
 * PDF strings are Latin-1 with backslash escapes; a character outside WinAnsi (e.g. an emoji) becomes "?" so
 * the document never breaks. The euro sign is WinAnsi 0x80.
 */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '€') out += '\\200';
    else if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else {
      const code = char.codePointAt(0) ?? 63;
      out += code >= 32 && code <= 255 && code !== 127 ? String.fromCharCode(code) : '?';
    }
  }
  return `(${out})`;
}

function pageContent(lines: readonly PdfLine[]): string {
  const body = lines.map((line, index) => {
    const y = PAGE_HEIGHT - MARGIN - index * LINE_HEIGHT;
    return `BT /${line.bold ? 'F2' : 'F1'} 11 Tf ${MARGIN} ${y} Td ${pdfString(line.text)} Tj ET`;
  });
  return body.join('\n');
}

/**
 * A text-only PDF (A4, Helvetica, WinAnsi) of the given lines, paged as needed: enough for an invoice or
 * a contract summary a customer downloads, without a PDF library.
 */
export function textPdf(title: string, lines: readonly PdfLine[]): Buffer {
  const pages: PdfLine[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const firstPage = 6;
  const kids = pages.map((_, index) => `${firstPage + index * 2} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title ${pdfString(title)} /Producer (MSP customer portal) >>`);
  pages.forEach((page, index) => {
    const content = pageContent(page);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + index * 2 + 1} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
