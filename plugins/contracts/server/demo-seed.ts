import { DemoCustomers, textPdf, type DemoSeedContext, type PdfLine } from '../../../server/plugin-api';

const DAY = 86_400_000;
const day = (fromNow: number) => new Date(Date.now() + fromNow * DAY).toISOString().slice(0, 10);

interface DemoContract {
  documentName: string;
  service: string;
  /** Days from today; the signature precedes the start. */
  startIn: number;
  signedBeforeStart: number;
  /** Null: open-ended. */
  endIn: number | null;
  autoRenews: boolean;
  /** What the agreement covers, a line each in the document. */
  terms: string[];
}

/**
 * Contracts in every status: open-ended, renewing, expiring within 90 days and ended. Contoso's are in
 * English, Fabrikam's in Dutch (their menus are too). Dates are relative to the day of seeding.
 */
export const DEMO_CONTRACTS: Record<string, DemoContract[]> = {
  [DemoCustomers.contoso]: [
    {
      documentName: 'Contoso Zorg - Managed services framework agreement',
      service: 'Framework agreement',
      startIn: -720,
      signedBeforeStart: 21,
      endIn: null,
      autoRenews: false,
      terms: [
        'Framework for all managed services of the provider.',
        'Liability, confidentiality and escalation procedure.',
        'Service descriptions are agreed per service contract.',
      ],
    },
    {
      documentName: 'Contoso Zorg - Data processing agreement (GDPR)',
      service: 'Data processing agreement',
      startIn: -720,
      signedBeforeStart: 21,
      endIn: null,
      autoRenews: false,
      terms: [
        'Processing of personal data on behalf of Contoso Zorg.',
        'Sub-processors: Microsoft Ireland Operations Ltd.',
        'Data breaches reported within 24 hours.',
      ],
    },
    {
      documentName: 'Contoso Zorg - Managed workplace 450 seats',
      service: 'Managed workplace',
      startIn: -395,
      signedBeforeStart: 30,
      endIn: 335,
      autoRenews: true,
      terms: [
        '450 Windows 11 workplaces, patching and endpoint protection.',
        'Service desk on working days 08:00-18:00.',
        'Renews by one year unless cancelled three months before the end date.',
      ],
    },
    {
      documentName: 'Contoso Zorg - Microsoft 365 support SLA Gold',
      service: 'Microsoft 365 support',
      startIn: -320,
      signedBeforeStart: 14,
      endIn: 45,
      autoRenews: false,
      terms: [
        'Priority 1 incidents: response within 30 minutes, 24/7.',
        'Monthly SLA report.',
        'Licence management for all Microsoft 365 subscriptions.',
      ],
    },
    {
      documentName: 'Contoso Zorg - Azure managed hosting',
      service: 'Azure hosting',
      startIn: -120,
      signedBeforeStart: 10,
      endIn: 610,
      autoRenews: false,
      terms: [
        'Management of the production and test subscriptions.',
        'Monthly cost review with Azure recommendations.',
        'Backup of all virtual machines, 30 days retention.',
      ],
    },
    {
      documentName: 'Contoso Zorg - Security operations centre 24/7',
      service: 'Security monitoring',
      startIn: 14,
      signedBeforeStart: 20,
      endIn: 1110,
      autoRenews: false,
      terms: [
        '24/7 monitoring of endpoints, identities and firewalls.',
        'Incident response within 15 minutes.',
        'Quarterly security report.',
      ],
    },
    {
      documentName: 'Contoso Zorg - Backup as a service 2023',
      service: 'Backup',
      startIn: -1125,
      signedBeforeStart: 20,
      endIn: -30,
      autoRenews: false,
      terms: [
        'Daily backup of file servers and SQL databases.',
        'Replaced by the backup in the Azure managed hosting contract.',
      ],
    },
  ],
  [DemoCustomers.fabrikam]: [
    {
      documentName: 'Fabrikam Logistiek - Raamovereenkomst beheerde diensten',
      service: 'Raamovereenkomst',
      startIn: -540,
      signedBeforeStart: 15,
      endIn: null,
      autoRenews: false,
      terms: [
        'Kader voor alle beheerde diensten van de leverancier.',
        'Aansprakelijkheid, geheimhouding en escalatieprocedure.',
      ],
    },
    {
      documentName: 'Fabrikam Logistiek - Werkplekbeheer magazijnen',
      service: 'Werkplekbeheer',
      startIn: -200,
      signedBeforeStart: 18,
      endIn: 530,
      autoRenews: true,
      terms: [
        '120 werkplekken en 60 handscanners in drie magazijnen.',
        'Servicedesk op werkdagen van 07:00 tot 19:00.',
      ],
    },
    {
      documentName: 'Fabrikam Logistiek - Netwerkbeheer en firewall',
      service: 'Netwerkbeheer',
      startIn: -350,
      signedBeforeStart: 9,
      endIn: 20,
      autoRenews: false,
      terms: ['Beheer van 2 firewalls, 14 switches en 30 access points.', 'Storingen binnen 4 uur opgelost.'],
    },
  ],
};

function documentLines(
  contract: DemoContract,
  customerName: string,
  signedOn: string,
  start: string,
  end: string | null,
): PdfLine[] {
  return [
    { text: contract.documentName, bold: true },
    { text: '' },
    { text: `Customer: ${customerName}` },
    { text: `Service: ${contract.service}` },
    { text: `Signed on: ${signedOn}` },
    { text: `Start date: ${start}` },
    { text: `End date: ${end ?? 'open-ended'}` },
    { text: `Renews automatically: ${contract.autoRenews ? 'yes' : 'no'}` },
    { text: '' },
    { text: 'Summary', bold: true },
    ...contract.terms.map((text) => ({ text: `- ${text}` })),
    { text: '' },
    { text: 'Signed for the customer and for the provider. Demo document.' },
  ];
}

const CUSTOMER_NAMES: Record<string, string> = {
  [DemoCustomers.contoso]: 'Contoso Zorg',
  [DemoCustomers.fabrikam]: 'Fabrikam Logistiek',
};

/** The contracts pages in the demo menus. Ids are fixed: browser tests open them by id. */
export const CONTRACTS_ACTIONS = { contoso: 391064, fabrikam: 391066 } as const;

export function seedContracts(demo: DemoSeedContext): void {
  for (const [customerId, contracts] of Object.entries(DEMO_CONTRACTS)) {
    const table = demo.data.forCustomer(customerId).table('contracts');
    for (const [index, c] of contracts.entries()) {
      const start = day(c.startIn);
      const signedOn = day(c.startIn - c.signedBeforeStart);
      const end = c.endIn === null ? null : day(c.endIn);
      const pdf = textPdf(c.documentName, documentLines(c, CUSTOMER_NAMES[customerId], signedOn, start, end));
      table.insert({
        provider_id: `demo-${index + 1}`,
        document_name: c.documentName,
        signed_on: signedOn,
        service: c.service,
        start_date: start,
        end_date: end,
        auto_renews: c.autoRenews ? 1 : 0,
        document: pdf,
      });
    }
  }
  demo.addActions(DemoCustomers.contoso, [
    { id: CONTRACTS_ACTIONS.contoso, type: 'contracts', title: 'Contracts', menu: { id: 391065, order: 3 } },
  ]);
  demo.addActions(DemoCustomers.fabrikam, [
    { id: CONTRACTS_ACTIONS.fabrikam, type: 'contracts', title: 'Contracten', menu: { id: 391067, order: 2 } },
  ]);
  demo.enableForCustomer(DemoCustomers.fabrikam);
}
