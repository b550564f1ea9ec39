import { attachmentHeader, downloadName } from './download-name';

describe('downloadName', () => {
  it('keeps the name, adds .pdf once and gives an ASCII stand-in', () => {
    expect(downloadName('Contract 2026')).toEqual({ full: 'Contract 2026.pdf', ascii: 'Contract 2026.pdf' });
    expect(downloadName('Overeenkomst beëindigd.PDF')).toEqual({
      full: 'Overeenkomst beëindigd.pdf',
      ascii: 'Overeenkomst beeindigd.pdf',
    });
    expect(downloadName('a/b:"c"\r\nd')).toEqual({ full: 'a_b__c___d.pdf', ascii: 'a_b__c___d.pdf' });
    expect(downloadName('   ')).toEqual({ full: 'contract.pdf', ascii: 'contract.pdf' });
  });

  it('writes a header no name can break out of', () => {
    expect(attachmentHeader('x"; filename=evil.exe')).toBe(
      `attachment; filename="x_; filename=evil.exe.pdf"; filename*=UTF-8''x_%3B%20filename%3Devil.exe.pdf`,
    );
  });
});
