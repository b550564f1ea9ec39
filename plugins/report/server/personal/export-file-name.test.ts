import { downloadName } from './export-file-name';

describe('downloadName', () => {
  it('keeps a plain title and adds the extension', () => {
    expect(downloadName('Service overview', 'PDF')).toEqual({
      full: 'Service overview.pdf',
      ascii: 'Service overview.pdf',
    });
  });

  it('replaces what file systems refuse, and gives headers an ASCII fallback', () => {
    expect(downloadName('Kosten: Q1/Q2 "é" <x>', 'PPTX')).toEqual({
      full: 'Kosten_ Q1_Q2 _é_ _x_.pptx',
      ascii: 'Kosten_ Q1_Q2 _e_ _x_.pptx',
    });
    expect(downloadName('\u0000\n', 'PDF').full).toBe('__.pdf');
    expect(downloadName('   ', 'PDF').full).toBe('report.pdf');
    expect(downloadName('日本', 'PDF')).toEqual({ full: '日本.pdf', ascii: 'report.pdf' });
    expect(downloadName('x'.repeat(300), 'PDF').full).toHaveLength(104);
  });
});
