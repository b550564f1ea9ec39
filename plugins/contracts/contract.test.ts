import { ContractList, contractStatus } from './contract';

describe('contractStatus', () => {
  const today = '2026-11-21';
  it.each([
    [{ endDate: null, autoRenews: false }, 'active'],
    [{ endDate: '2026-11-20', autoRenews: false }, 'ended'],
    [{ endDate: '2026-11-20', autoRenews: true }, 'active'],
    [{ endDate: '2026-11-21', autoRenews: false }, 'expiring'],
    [{ endDate: '2027-02-19', autoRenews: false }, 'expiring'],
    [{ endDate: '2027-02-20', autoRenews: false }, 'active'],
    [{ endDate: '2027-01-01', autoRenews: true }, 'active'],
    [{ endDate: 'not a date', autoRenews: false }, 'active'],
  ] as const)('%j is %s', (term, status) => {
    expect(contractStatus(term, today)).toBe(status);
  });
});

describe('ContractList (the browser reading another backend)', () => {
  it('takes ids as numbers or strings, fills optional fields and drops only unusable entries', () => {
    const parsed = ContractList.safeParse([
      { id: 7, documentName: 'A', signedOn: '2026-01-02' },
      {
        id: '8',
        documentName: 'B',
        signedOn: '2026-01-03T10:00:00Z',
        service: 5,
        status: 'unknown',
        autoRenews: 'TRUE',
        endDate: '2027-01-01',
      },
      { id: 9, signedOn: '2026-01-04' },
      { documentName: 'no id', signedOn: '2026-01-04' },
    ]);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual([
      {
        id: '7',
        documentName: 'A',
        signedOn: '2026-01-02',
        service: '',
        startDate: null,
        endDate: null,
        autoRenews: false,
        status: null,
        hasDocument: true,
      },
      {
        id: '8',
        documentName: 'B',
        signedOn: '2026-01-03T10:00:00Z',
        service: '',
        startDate: null,
        endDate: '2027-01-01',
        autoRenews: true,
        status: null,
        hasDocument: true,
      },
    ]);
  });
});
