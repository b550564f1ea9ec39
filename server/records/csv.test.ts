import { formatCsv, parseCsv, CsvSyntaxError } from './csv';

describe('CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF, and knows where each record starts', () => {
    const text = '\uFEFFid,name\r\n1,"Backup, daily"\r\n2,"He said ""hi""\nand left"\n\n3,plain\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['id', 'name'] },
      { line: 2, cells: ['1', 'Backup, daily'] },
      { line: 3, cells: ['2', 'He said "hi"\nand left'] },
      { line: 6, cells: ['3', 'plain'] },
    ]);
  });

  it('refuses a quote that is never closed, naming the line it opens on', () => {
    expect(() => parseCsv('id,name\n1,"open\n2,x\n')).toThrow(CsvSyntaxError);
    try {
      parseCsv('id,name\n1,"open\n2,x\n');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(2);
    }
  });

  it('writes a cell a spreadsheet would run as a formula with an apostrophe, and reads it back as it was', () => {
    const cells = ['=HYPERLINK("http://evil")', '+1', '@sum', '-12.5', 'a,b'];
    const text = formatCsv(['x', 'y', 'z', 'n', 'c'], [cells]);
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil"")",'+1,'@sum,-12.5,"a,b"`);
    expect(parseCsv(text)[1]!.cells).toEqual(cells);
  });
});
