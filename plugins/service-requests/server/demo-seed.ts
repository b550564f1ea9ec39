import { DemoCustomers, DemoMenus, DemoUsers, type DemoAction, type DemoSeedContext } from '../../../server/plugin-api';
import type { ServiceRequestStatus } from '../contract';
import { SUPPORT_PERMISSION } from './access';
import { CatalogueForms } from './catalogue/catalogue-forms';
import { CATALOGUE_REQUEST } from './catalogue/catalogue-sign-off';
import { STARTER_FORMS } from './catalogue/starter-forms';
import { entryRow, requestNumber } from './reference-ticket-system';

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();

type Line =
  | { agent: string; text: string; hoursAgo: number }
  | { customer: true; text: string; hoursAgo: number }
  | { status: ServiceRequestStatus; agent: string; hoursAgo: number };

interface DemoRequest {
  user: string;
  caller: [name: string, email: string, phone: string];
  category: string;
  name: string;
  description: string;
  status: ServiceRequestStatus;
  hoursAgo: number;
  lines: Line[];
  rating?: [score: number, comment: string | null];
}

const anna: DemoRequest['caller'] = ['Anna de Vries', 'anna.devries@contoso.example', '+31 20 555 0142'];
const dirk: DemoRequest['caller'] = ['Dirk Visser', 'dirk.visser@contoso.example', '+31 20 555 0178'];
const annaFabrikam: DemoRequest['caller'] = ['Anna de Vries', 'anna.devries@contoso.example', '+31 10 555 0199'];
const bram: DemoRequest['caller'] = ['Bram Jansen', 'bram.jansen@northwind.example', '+31 30 555 0110'];

/** Requests in every status with their conversations; Anna (customer administrator at Contoso) sees Dirk's too. */
export const DEMO_REQUESTS: Record<string, DemoRequest[]> = {
  [DemoCustomers.contoso]: [
    {
      user: DemoUsers.anna,
      caller: anna,
      category: 'incident',
      name: 'Printer on the 2nd floor does not print',
      description:
        'Since this morning the HP LaserJet near room 2.14 shows "offline" for everyone. Restarting it did not help.',
      status: 'new',
      hoursAgo: 3,
      lines: [],
    },
    {
      user: DemoUsers.dirk,
      caller: dirk,
      category: 'access',
      name: 'New employee needs an account',
      description:
        'Sanne Mulder starts on Monday in the finance team. Please create her account with the same rights as Kees de Boer.',
      status: 'in-progress',
      hoursAgo: 30,
      lines: [
        { status: 'in-progress', agent: 'Pieter Bakker', hoursAgo: 26 },
        {
          agent: 'Pieter Bakker',
          text: 'We are creating the account now. Does Sanne also need a laptop from stock?',
          hoursAgo: 25,
        },
        { customer: true, text: 'No, she gets the laptop of her predecessor.', hoursAgo: 22 },
      ],
    },
    {
      user: DemoUsers.anna,
      caller: anna,
      category: 'incident',
      name: 'VPN disconnects every few minutes',
      description:
        'Working from home, the VPN connection drops every 5 to 10 minutes. Colleagues at the office have no problem.',
      status: 'waiting-for-customer',
      hoursAgo: 72,
      lines: [
        { status: 'in-progress', agent: 'Lotte Vermeer', hoursAgo: 70 },
        {
          agent: 'Lotte Vermeer',
          text: 'Could you send us the time of the last disconnect and the name of your home Wi-Fi router?',
          hoursAgo: 48,
        },
        { status: 'waiting-for-customer', agent: 'Lotte Vermeer', hoursAgo: 48 },
      ],
    },
    {
      user: DemoUsers.anna,
      caller: anna,
      category: 'change',
      name: 'Add a shared mailbox for the planning team',
      description: 'Please create planning@contoso.example as a shared mailbox with access for the four planners.',
      status: 'resolved',
      hoursAgo: 120,
      lines: [
        { status: 'in-progress', agent: 'Pieter Bakker', hoursAgo: 118 },
        {
          agent: 'Pieter Bakker',
          text: 'The shared mailbox is ready; the planners see it in Outlook after a restart.',
          hoursAgo: 100,
        },
        { status: 'resolved', agent: 'Pieter Bakker', hoursAgo: 100 },
      ],
    },
    {
      user: DemoUsers.anna,
      caller: anna,
      category: 'question',
      name: 'How do we restore a deleted Teams channel?',
      description:
        'A colleague deleted the channel "Projects 2026" by accident yesterday. Can it be restored with its files?',
      status: 'closed',
      hoursAgo: 400,
      lines: [
        { status: 'in-progress', agent: 'Lotte Vermeer', hoursAgo: 398 },
        {
          agent: 'Lotte Vermeer',
          text: 'We restored the channel from the Teams admin centre; its files are back in SharePoint.',
          hoursAgo: 390,
        },
        { status: 'resolved', agent: 'Lotte Vermeer', hoursAgo: 390 },
        { customer: true, text: 'Everything is back, thank you!', hoursAgo: 380 },
        { status: 'closed', agent: 'Lotte Vermeer', hoursAgo: 370 },
      ],
      rating: [5, 'Quick and clear help.'],
    },
    {
      user: DemoUsers.dirk,
      caller: dirk,
      category: 'question',
      name: 'Invoice reference for the October licences',
      description: 'Our accounts department needs the purchase order number on the October licence invoice.',
      status: 'closed',
      hoursAgo: 600,
      lines: [
        { agent: 'Finance desk', text: 'We re-issued the invoice with your purchase order number.', hoursAgo: 590 },
        { status: 'closed', agent: 'Finance desk', hoursAgo: 580 },
      ],
    },
    {
      user: DemoUsers.anna,
      caller: anna,
      category: 'incident',
      name: 'Outlook asks for the password again and again',
      description: 'On my laptop Outlook keeps asking for my password, several times per hour.',
      status: 'closed',
      hoursAgo: 900,
      lines: [
        { status: 'in-progress', agent: 'Pieter Bakker', hoursAgo: 898 },
        {
          agent: 'Pieter Bakker',
          text: 'We removed the old saved credentials; the prompts should stop now.',
          hoursAgo: 890,
        },
        { status: 'closed', agent: 'Pieter Bakker', hoursAgo: 880 },
      ],
    },
  ],
  [DemoCustomers.fabrikam]: [
    {
      user: DemoUsers.anna,
      caller: annaFabrikam,
      category: 'incident',
      name: 'Scanner in het magazijn maakt geen verbinding',
      description:
        'De handscanner bij dock 3 maakt sinds de update van gisteren geen verbinding meer met het wifi-netwerk.',
      status: 'new',
      hoursAgo: 5,
      lines: [],
    },
    {
      user: DemoUsers.anna,
      caller: annaFabrikam,
      category: 'change',
      name: 'Extra gedeelde agenda voor de planning',
      description: 'Graag een gedeelde agenda "Ritplanning" voor de planners en de chauffeurs.',
      status: 'in-progress',
      hoursAgo: 50,
      lines: [
        { status: 'in-progress', agent: 'Joost Hendriks', hoursAgo: 45 },
        {
          agent: 'Joost Hendriks',
          text: 'De agenda is aangemaakt; welke chauffeurs moeten er leesrechten op krijgen?',
          hoursAgo: 40,
        },
      ],
    },
    {
      user: DemoUsers.anna,
      caller: annaFabrikam,
      category: 'access',
      name: 'Toegang tot de map Inkoop',
      description: 'Mijn collega Fatima el Amrani heeft toegang nodig tot de map Inkoop op de fileserver.',
      status: 'waiting-for-customer',
      hoursAgo: 90,
      lines: [
        {
          agent: 'Joost Hendriks',
          text: 'Wie moet deze toegang goedkeuren? Wij hebben akkoord nodig van de afdelingsmanager.',
          hoursAgo: 80,
        },
        { status: 'waiting-for-customer', agent: 'Joost Hendriks', hoursAgo: 80 },
      ],
    },
    {
      user: DemoUsers.anna,
      caller: annaFabrikam,
      category: 'question',
      name: 'Back-up van de boekhouding controleren',
      description: 'Kunnen jullie controleren of de nachtelijke back-up van de boekhouding goed is gelopen?',
      status: 'resolved',
      hoursAgo: 200,
      lines: [
        {
          agent: 'Joost Hendriks',
          text: 'De back-ups van de afgelopen 14 nachten zijn allemaal geslaagd.',
          hoursAgo: 190,
        },
        { status: 'resolved', agent: 'Joost Hendriks', hoursAgo: 190 },
      ],
    },
    {
      user: DemoUsers.anna,
      caller: annaFabrikam,
      category: 'incident',
      name: 'Website laadt traag',
      description: 'De klantenwebsite laadt sinds maandag erg traag, vooral de pagina met de track-and-trace.',
      status: 'closed',
      hoursAgo: 500,
      lines: [
        { status: 'in-progress', agent: 'Joost Hendriks', hoursAgo: 495 },
        {
          agent: 'Joost Hendriks',
          text: 'De database-index is hersteld; de pagina laadt weer binnen een seconde.',
          hoursAgo: 480,
        },
        { status: 'closed', agent: 'Joost Hendriks', hoursAgo: 470 },
      ],
    },
  ],
  [DemoCustomers.northwind]: [
    {
      user: DemoUsers.bram,
      caller: bram,
      category: 'incident',
      name: 'Bouwplaats-tablet start niet op',
      description: 'De tablet van de uitvoerder op project Waalkade blijft hangen op het opstartscherm.',
      status: 'in-progress',
      hoursAgo: 20,
      lines: [
        { status: 'in-progress', agent: 'Sophie de Wit', hoursAgo: 18 },
        { agent: 'Sophie de Wit', text: 'We sturen morgen een vervangende tablet naar de bouwplaats.', hoursAgo: 17 },
      ],
    },
    {
      user: DemoUsers.bram,
      caller: bram,
      category: 'question',
      name: 'Licentie voor tekenprogramma',
      description: 'Kunnen we een extra licentie krijgen voor het tekenprogramma van de werkvoorbereiding?',
      status: 'closed',
      hoursAgo: 300,
      lines: [
        { agent: 'Sophie de Wit', text: 'De extra licentie is toegevoegd.', hoursAgo: 290 },
        { status: 'closed', agent: 'Sophie de Wit', hoursAgo: 280 },
      ],
    },
  ],
};

/**
 * The support pages in the demo menus, behind the support permission: "Contact met support" (the spec's menu
 * wording) at Fabrikam and Northwind; at Contoso, whose "Contact support" item is already the desk's contact
 * details (html), "Service requests".
 */
function addSupportPages(demo: DemoSeedContext): void {
  const permission = SUPPORT_PERMISSION;
  demo.addActions(DemoCustomers.contoso, [
    {
      id: 1621,
      type: 'service-requests',
      title: 'Service requests',
      permission,
      menu: { id: 16241, parentId: DemoMenus.contoso.support, order: 0 },
    },
  ]);
  demo.addActions(DemoCustomers.fabrikam, [
    { id: 1622, type: 'service-requests', title: 'Contact met support', permission, menu: { id: 16221, order: 3 } },
  ]);
  demo.addActions(DemoCustomers.northwind, [
    { id: 1623, type: 'service-requests', title: 'Contact met support', permission, menu: { id: 16231, order: 4 } },
  ]);
}

/**
 * The starter forms, and the catalogue in the menus beside the support pages. At Contoso a new employee needs a
 * customer administrator's sign-off (Dirk asks, Anna signs off): the form is flagged and Contoso has the rule.
 */
function addCatalogue(demo: DemoSeedContext): void {
  const forms = new CatalogueForms(demo.data);
  const newEmployee = forms
    .addStarterSet('demo')
    .find((form) => form.definition.title.en === STARTER_FORMS['new-employee']!.title.en);
  if (newEmployee) forms.save(newEmployee.id, { ...newEmployee.definition, needsSignOff: true }, 'demo');
  demo.setSignOffRule(DemoCustomers.contoso, CATALOGUE_REQUEST, {
    thresholds: {},
    signers: 'administrators',
    remindAfterHours: 24,
    expireAfterHours: 72,
  });
  const catalogue = (id: number, menu: DemoAction['menu']) => ({
    id,
    type: 'service-catalogue',
    title: 'Service catalogue',
    permission: SUPPORT_PERMISSION,
    menu,
  });
  demo.addActions(DemoCustomers.contoso, [
    catalogue(1624, { id: 16251, parentId: DemoMenus.contoso.support, order: 0 }),
  ]);
  demo.addActions(DemoCustomers.fabrikam, [catalogue(1625, { id: 16252, order: 3 })]);
  demo.addActions(DemoCustomers.northwind, [catalogue(1626, { id: 16253, order: 2 })]);
}

export function seedServiceRequests(demo: DemoSeedContext): void {
  // Oldest first, so the numbers rise with time as a real desk's do.
  const all = Object.entries(DEMO_REQUESTS)
    .flatMap(([customerId, rows]) => rows.map((row) => ({ customerId, row })))
    .sort((a, b) => b.row.hoursAgo - a.row.hoursAgo);
  for (const { customerId, row } of all) {
    const lastLine = Math.min(row.hoursAgo, ...row.lines.map((line) => line.hoursAgo));
    const [name, email, phone] = row.caller;
    const data = demo.data.forCustomer(customerId);
    const requests = data.table('service_requests');
    const id = requests.insert({
      user_id: row.user,
      category: row.category,
      name: row.name,
      description: row.description,
      caller_name: name,
      caller_email: email,
      caller_phone: phone,
      source: 'portal',
      status: row.status,
      created_at: at(row.hoursAgo),
      updated_at: at(lastLine),
      rating_score: row.rating?.[0] ?? null,
      rating_comment: row.rating?.[1] ?? null,
      rated_at: row.rating ? at(lastLine - 1) : null,
    });
    requests.update({ number: requestNumber(id) }, { id });
    const entry = (...values: Parameters<typeof entryRow>) =>
      data.table('service_request_entries').insert(entryRow(...values));
    for (const line of row.lines) {
      const when = at(line.hoursAgo);
      if ('status' in line) entry(id, 'status', 'agent', line.agent, null, '', line.status, when);
      else if ('customer' in line) entry(id, 'message', 'customer', name, row.user, line.text, null, when);
      else entry(id, 'message', 'agent', line.agent, null, line.text, null, when);
    }
  }
  addSupportPages(demo);
  addCatalogue(demo);
}
