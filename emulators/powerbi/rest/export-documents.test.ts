import { crc32, inflateRawSync } from 'node:zlib';
import { pdfDocument, pptxDocument } from './export-documents';

/** The entries of a zip archive, read from its central directory (enough for the archives this module writes). */
function unzip(archive: Buffer): Map<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    const packedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    files.set(name, inflateRawSync(archive.subarray(dataStart, dataStart + packedSize)).toString('utf8'));
    at += 46 + nameLength;
  }
  return files;
}

describe("the emulator's exported files", () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = pdfDocument('SLA (monthly)', ['Row-level security: customer contoso', 'Ünïcode → ?']).toString(
      'latin1',
    );
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf).toContain('(SLA \\(monthly\\)) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj`)));
  });

  it('writes a PowerPoint package with its parts, well-formed XML and the lines on the slide', () => {
    const files = unzip(pptxDocument('Costs & <more>', ['Exported at noon']));
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        '_rels/.rels',
        'ppt/presentation.xml',
        'ppt/slides/slide1.xml',
        'ppt/theme/theme1.xml',
      ]),
    );
    expect(files.get('ppt/slides/slide1.xml')).toContain('<a:t>Costs &amp; &lt;more&gt;</a:t>');
    expect(files.get('ppt/slides/slide1.xml')).toContain('<a:t>Exported at noon</a:t>');
  });

  it("records each entry's CRC-32 as zip readers check it", () => {
    const archive = pptxDocument('Title', ['a']);
    const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    let at = archive.readUInt32LE(end + 16);
    for (let i = 0; i < archive.readUInt16LE(end + 10); i += 1) {
      const nameLength = archive.readUInt16LE(at + 28);
      const local = archive.readUInt32LE(at + 42);
      const dataStart = local + 30 + archive.readUInt16LE(local + 26);
      const data = inflateRawSync(archive.subarray(dataStart, dataStart + archive.readUInt32LE(at + 20)));
      expect(archive.readUInt32LE(at + 16)).toBe(crc32(data));
      expect(archive.readUInt32LE(local + 14)).toBe(crc32(data));
      at += 46 + nameLength;
    }
  });
});
