import { DemoCustomers, DemoUsers, type DemoSeedContext } from '../../../server/plugin-api';
import { diagramPng, emptyZip, tinyPdf } from './demo-content';
import { EICAR, EICAR_SIGNATURE } from './eicar';
import { FileArchive, OWN_FILES } from './file-archive';
import type { ScanStatus } from '../contract';

const DAY = 86_400_000;

interface DemoFile {
  customerId: string;
  userId: string;
  title: string;
  fileName: string;
  bytes: () => Buffer;
  status: ScanStatus;
  daysAgo: number;
  detail?: string;
}

const text = (lines: string[]) => () => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

/** Contoso has clean files, one quarantined (the EICAR test file) and one whose scan failed; Fabrikam two; Northwind none (the empty list). */
export const DEMO_FILES: readonly DemoFile[] = [
  {
    customerId: DemoCustomers.contoso,
    userId: DemoUsers.anna,
    title: 'Service agreement 2026',
    fileName: 'service-agreement-2026.pdf',
    bytes: () =>
      tinyPdf([
        'Service agreement 2026',
        'Contoso Zorg and the provider',
        'Managed workplace, 120 users, support 08:00-18:00 on working days.',
      ]),
    status: 'clean',
    daysAgo: 41,
  },
  {
    customerId: DemoCustomers.contoso,
    userId: DemoUsers.dirk,
    title: 'Network diagram head office',
    fileName: 'network-diagram-head-office.png',
    bytes: () => diagramPng(),
    status: 'clean',
    daysAgo: 26,
  },
  {
    customerId: DemoCustomers.contoso,
    userId: DemoUsers.anna,
    title: 'Laptop inventory Q3',
    fileName: 'laptop-inventory-q3.csv',
    bytes: text([
      'Asset tag,Model,User,Purchased',
      'CZ-0141,Latitude 5450,j.bakker,2025-03-02',
      'CZ-0142,Latitude 5450,m.peeters,2025-03-02',
      'CZ-0157,EliteBook 840 G11,s.visser,2025-06-17',
    ]),
    status: 'clean',
    daysAgo: 12,
  },
  {
    customerId: DemoCustomers.contoso,
    userId: DemoUsers.dirk,
    title: 'Onboarding checklist new employees',
    fileName: 'onboarding-checklist.txt',
    bytes: text([
      'Onboarding checklist',
      '- Request an account two weeks ahead',
      '- Order the laptop and phone',
      '- Plan the security awareness training',
    ]),
    status: 'clean',
    daysAgo: 6,
  },
  {
    customerId: DemoCustomers.contoso,
    userId: DemoUsers.anna,
    title: 'Archive from supplier',
    fileName: 'supplier-archive.zip',
    bytes: emptyZip,
    status: 'failed',
    daysAgo: 3,
    detail: "clamd answered: Can't allocate memory ERROR",
  },
  {
    customerId: DemoCustomers.contoso,
    userId: DemoUsers.dirk,
    title: 'Invoice from unknown sender',
    fileName: 'invoice-unknown-sender.txt',
    bytes: () => Buffer.from(EICAR, 'latin1'),
    status: 'infected',
    daysAgo: 1,
    detail: EICAR_SIGNATURE,
  },
  {
    customerId: DemoCustomers.fabrikam,
    userId: DemoUsers.anna,
    title: 'Werkplekbeleid 2026',
    fileName: 'werkplekbeleid-2026.pdf',
    bytes: () => tinyPdf(['Werkplekbeleid 2026', 'Fabrikam Logistiek', 'Laptops worden na vier jaar vervangen.']),
    status: 'clean',
    daysAgo: 20,
  },
  {
    customerId: DemoCustomers.fabrikam,
    userId: DemoUsers.anna,
    title: 'Licentieoverzicht oktober',
    fileName: 'licentieoverzicht-oktober.csv',
    bytes: text(['Product;Aantal', 'Microsoft 365 F3;79', 'Office 365 E5;12']),
    status: 'clean',
    daysAgo: 9,
  },
];

/** The "my files" pages in the demo menus (the spec's menu wording), at fixed ids. */
function addFilesPages(demo: DemoSeedContext): void {
  demo.addActions(DemoCustomers.contoso, [
    { id: 1601, type: 'files', title: 'My files', menu: { id: 16011, order: 3 } },
  ]);
  demo.addActions(DemoCustomers.fabrikam, [
    { id: 1602, type: 'files', title: 'Mijn bestanden', menu: { id: 16021, order: 5 } },
  ]);
  demo.addActions(DemoCustomers.northwind, [
    { id: 1603, type: 'files', title: 'Mijn bestanden', menu: { id: 16031, order: 4 } },
  ]);
}

export function seedFiles(demo: DemoSeedContext, dir: string): void {
  const archive = new FileArchive(demo.data, dir, demo.storageQuota);
  const now = Date.now();
  for (const file of DEMO_FILES) {
    archive.seed(
      {
        customerId: file.customerId,
        userId: file.userId,
        owner: OWN_FILES,
        title: file.title,
        fileName: file.fileName,
        bytes: file.bytes(),
      },
      file.status,
      new Date(now - file.daysAgo * DAY),
      file.detail ?? null,
    );
  }
  addFilesPages(demo);
}
