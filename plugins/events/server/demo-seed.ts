import { DemoCustomers, type DemoSeedContext } from '../../../server/plugin-api';
import type { EventType } from '../contract';

const HOUR = 3_600_000;

interface DemoEvent {
  hoursAgo: number;
  type: EventType;
  title: string;
  detail?: string;
}

/** What a managed-service provider's systems report about a customer's environment in three months. */
const contosoEvents: DemoEvent[] = [
  {
    hoursAgo: 2,
    type: 'security',
    title: 'Suspicious sign-in blocked for j.devries@contoso.example',
    detail:
      'Sign-in from an unfamiliar location (Lagos, NG) was blocked by Conditional Access. The account was not compromised; the user was asked to confirm with MFA.',
  },
  {
    hoursAgo: 9,
    type: 'backup',
    title: 'Nightly backup completed: 14 of 14 servers',
    detail: 'Veeam job "Contoso-Nightly" finished in 2 h 11 min. 1.8 TB processed, 212 GB transferred.',
  },
  {
    hoursAgo: 20,
    type: 'maintenance',
    title: 'Monthly patch window announced for Sunday 02:00-05:00',
    detail:
      'Windows Server cumulative updates will be installed on all production servers. Expect short interruptions of the file shares and the ERP application.',
  },
  {
    hoursAgo: 33,
    type: 'backup',
    title: 'Nightly backup completed with 1 warning',
    detail: 'SQL-02: the transaction log backup took longer than its window. A retry succeeded at 04:12.',
  },
  {
    hoursAgo: 50,
    type: 'incident',
    title: 'Resolved: e-mail delivery delayed',
    detail:
      'Outbound mail was queued for 47 minutes because of a Microsoft 365 service incident (EX512345). All queued messages were delivered.',
  },
  {
    hoursAgo: 52,
    type: 'incident',
    title: 'E-mail delivery delayed',
    detail: 'Microsoft reports delays in outbound mail delivery. We are monitoring the situation.',
  },
  {
    hoursAgo: 75,
    type: 'change',
    title: 'Change CHG-2291 completed: firewall rules for the new VPN',
    detail: 'The site-to-site VPN to the Utrecht office is active. No interruption was noticed.',
  },
  {
    hoursAgo: 98,
    type: 'information',
    title: 'New service desk opening hours from 1 December',
    detail: 'The service desk is reachable on working days from 07:30 to 18:00.',
  },
  {
    hoursAgo: 130,
    type: 'security',
    title: 'Critical vulnerability patched on the VPN gateway',
    detail: 'The FortiGate firmware was updated to 7.4.5 (CVE-2026-0142). No signs of exploitation were found.',
  },
  { hoursAgo: 150, type: 'backup', title: 'Nightly backup completed: 14 of 14 servers' },
  {
    hoursAgo: 200,
    type: 'maintenance',
    title: 'Storage firmware upgraded',
    detail: 'The SAN controllers were upgraded one at a time; the service stayed available.',
  },
  {
    hoursAgo: 260,
    type: 'change',
    title: 'Change CHG-2270 planned: migration of the file server to Azure Files',
    detail: 'The migration takes place in three waves. Wave 1 (Finance) starts on the 4th.',
  },
  {
    hoursAgo: 320,
    type: 'incident',
    title: 'Wi-Fi outage at the Amsterdam office',
    detail: 'A defective access point controller was replaced on site. Duration: 1 h 20 min.',
  },
  {
    hoursAgo: 400,
    type: 'backup',
    title: 'Backup failed for VM app-03',
    detail:
      'The snapshot could not be created because the datastore was full. Space was freed and the backup was repeated successfully.',
  },
  {
    hoursAgo: 480,
    type: 'security',
    title: 'Phishing campaign reported by three users',
    detail: 'The messages were removed from all mailboxes and the sender domain was blocked.',
  },
  { hoursAgo: 560, type: 'maintenance', title: 'Certificate renewed for portal.contoso.example' },
  { hoursAgo: 640, type: 'change', title: 'Change CHG-2244 completed: MFA required for all administrators' },
  {
    hoursAgo: 720,
    type: 'information',
    title: 'Quarterly service review scheduled',
    detail: 'Your account manager will contact you to plan the review of the third quarter.',
  },
  {
    hoursAgo: 800,
    type: 'backup',
    title: 'Monthly restore test succeeded',
    detail: 'A random sample of 25 files and one complete VM were restored and checked.',
  },
  {
    hoursAgo: 900,
    type: 'incident',
    title: 'ERP application slow after the update',
    detail: 'The database statistics were rebuilt; response times are normal again.',
  },
  {
    hoursAgo: 1000,
    type: 'maintenance',
    title: 'Monthly patch window completed',
    detail: 'All 14 servers were updated and restarted. No issues were found.',
  },
  {
    hoursAgo: 1150,
    type: 'security',
    title: 'Antivirus definitions out of date on 2 laptops',
    detail: 'The laptops had been offline for more than 14 days. They were updated at the next connection.',
  },
  { hoursAgo: 1300, type: 'change', title: 'Change CHG-2219 completed: new printer fleet rolled out' },
  { hoursAgo: 1500, type: 'backup', title: 'Backup retention extended to 90 days' },
  {
    hoursAgo: 1700,
    type: 'information',
    title: 'Welcome to the events list',
    detail: 'Here you find everything we do and notice in your environment.',
  },
];

const fabrikamEvents: DemoEvent[] = [
  {
    hoursAgo: 4,
    type: 'incident',
    title: 'Scanner in warehouse 2 offline',
    detail:
      'The handheld scanners lost their connection after a switch failure. A replacement switch is on its way; expected resolution within 2 hours.',
  },
  { hoursAgo: 12, type: 'backup', title: 'Nightly backup completed: 6 of 6 servers' },
  {
    hoursAgo: 30,
    type: 'maintenance',
    title: 'Planned maintenance of the transport planning system on Saturday',
    detail: 'Between 22:00 and 01:00 the planning system is unavailable because of a database upgrade.',
  },
  {
    hoursAgo: 60,
    type: 'security',
    title: 'Account locked after 10 failed sign-ins',
    detail:
      'The account planning@fabrikam.example was locked automatically and unlocked after verification with the user.',
  },
  { hoursAgo: 120, type: 'change', title: 'Change CHG-3107 completed: new label printers in Venlo' },
  {
    hoursAgo: 200,
    type: 'backup',
    title: 'Backup of the file server took longer than usual',
    detail: 'The backup ran 40 minutes past its window because of a large number of changed files.',
  },
  {
    hoursAgo: 340,
    type: 'information',
    title: 'Office 365 licence renewal in January',
    detail: 'Your Microsoft 365 Business Premium licences renew on 15 January.',
  },
  {
    hoursAgo: 500,
    type: 'incident',
    title: 'Resolved: internet connection Venlo',
    detail: 'The provider repaired a fibre cut. Duration: 3 h 05 min; traffic ran over the 4G backup line.',
  },
];

export const DEMO_EVENTS: Record<string, DemoEvent[]> = {
  [DemoCustomers.contoso]: contosoEvents,
  [DemoCustomers.fabrikam]: fabrikamEvents,
};

/** The events pages in the demo menus. Ids are fixed: browser tests open them by id. */
export const EVENTS_ACTION_IDS = { contoso: 161, fabrikam: 261 } as const;

export function seedEvents(demo: DemoSeedContext): void {
  const now = Date.now();
  for (const [customerId, events] of Object.entries(DEMO_EVENTS)) {
    const table = demo.data.forCustomer(customerId).table('events');
    for (const event of [...events].reverse()) {
      const at = new Date(now - event.hoursAgo * HOUR).toISOString();
      table.insert({
        occurred_at: at,
        type: event.type,
        title: event.title,
        detail: event.detail ?? null,
        received_at: at,
      });
    }
  }
  // Order 3 with a higher id than the Support header: after it, before My claims (last at Contoso's top level); at
  // Fabrikam after the intranet link.
  demo.addActions(DemoCustomers.contoso, [
    { id: EVENTS_ACTION_IDS.contoso, type: 'events', title: 'Events', menu: { id: 1611, order: 3 } },
  ]);
  demo.enableForCustomer(DemoCustomers.fabrikam);
  demo.addActions(DemoCustomers.fabrikam, [
    { id: EVENTS_ACTION_IDS.fabrikam, type: 'events', title: 'Gebeurtenissen', menu: { id: 2611, order: 5 } },
  ]);
}
