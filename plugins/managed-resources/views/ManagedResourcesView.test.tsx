import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import ManagedResourcesView from './ManagedResourcesView';
import { RESOURCE_TYPE_KEYS } from './resource-types';

const workstations = Array.from({ length: 3000 }, (_, i) => `WS-${String(i + 1).padStart(4, '0')}`);
const inventory = [
  { resourceType: 'Workstations', resourceCount: 3000, lastCheckDate: '2026-11-21T06:00:00Z', names: workstations },
  {
    resourceType: 'Firewalls',
    resourceCount: '2',
    lastCheckDate: '2026-11-20T07:30:00Z',
    names: ['FW-AMS-01', 'FW-UTR-01'],
  },
  // The smallest a backend may send: a type; the count then is the number of names.
  { resourceType: 'Servers', names: ['SRV-DC01', 'SRV-FS01', 'SRV-SQL01', 42] },
  { resourceCount: 5, names: ['no type: dropped'] },
];

function setup(get: () => HttpResult<unknown> = () => ok(inventory), language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp(() => get());
  const services = new Map<Token<unknown>, unknown>([[HttpClient, http]]);
  renderView(plugin, ManagedResourcesView, { actionType: 'managed-resources' }, { services, language });
  return { calls, user: userEvent.setup() };
}

const groupButtons = () => screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));
const groupHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => h.querySelector('.resource-type')!.textContent);
/** A group's button, by the text it starts with (a highlighted type splits the accessible name). */
const button = (type: string) => {
  const found = screen
    .getAllByRole('button')
    .find((b) => b.hasAttribute('aria-expanded') && b.textContent!.startsWith(type));
  if (!found) throw new Error(`no group button for ${type}`);
  return found;
};

jest.setTimeout(60_000);

describe('ManagedResourcesView', () => {
  it("says how old Azure's part of the inventory is, and that the last update failed while it stays", async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString();
    const state = {
      source: 'inventory',
      lastSuccessAt: twoHoursAgo,
      lastAttemptAt: new Date().toISOString(),
      failure: { kind: 'throttled', at: new Date().toISOString() },
      running: false,
      canRefresh: false,
    };
    const { http } = fakeHttp((_method, path) =>
      path === '/api/sync/managed-resources' ? ok({ items: [state] }) : ok(inventory),
    );
    renderView(
      plugin,
      ManagedResourcesView,
      { actionType: 'managed-resources' },
      {
        services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
      },
    );
    expect(await screen.findByText(/Updated 2 hours ago/)).toBeVisible();
    expect(await screen.findByText('Workstations')).toBeVisible();
  });

  it("marks each group's source, and keeps Azure's group of a type beside the provider's (each opens on its own)", async () => {
    const both = [
      { resourceType: 'Virtual machines', names: ['VM-BY-HAND'], source: 'manual' },
      { resourceType: 'Virtual machines', names: ['vm-web-01', 'vm-app-01'], source: 'azure' },
    ];
    const { user } = setup(() => ok(both), 'nl');
    await screen.findAllByText('Virtual machines');
    const [manual, azure] = groupButtons();
    expect(manual).toHaveTextContent('Bijgehouden door uw leverancier');
    expect(azure).toHaveTextContent('Uit Azure');
    await user.click(azure!);
    expect(azure).toHaveAttribute('aria-expanded', 'true');
    expect(manual).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('vm-web-01')).toBeVisible();
    expect(screen.queryByText('VM-BY-HAND')).toBeNull();
  });

  it.each([
    ['en', 'Virtual machines', 'Storage accounts', 'virtual m'],
    ['nl', 'Virtuele machines', 'Opslagaccounts', 'virtuele m'],
  ] as const)(
    'names the common Azure types readably in %s, with the ARM type beside it; an unknown type by its ARM name',
    async (language, vms, storage, search) => {
      const azure = [
        { resourceType: 'microsoft.storage/storageaccounts', names: ['stcontoso'], source: 'azure' },
        { resourceType: 'microsoft.compute/virtualmachines', names: ['vm-web-01'], source: 'azure' },
        { resourceType: 'microsoft.contoso/widgets', names: ['widget-1'], source: 'azure' },
      ];
      const { user } = setup(() => ok(azure), language);
      await screen.findByText(vms);
      expect(groupHeadings()).toEqual(
        [
          `${vms}microsoft.compute/virtualmachines`,
          `${storage}microsoft.storage/storageaccounts`,
          'microsoft.contoso/widgets',
        ].sort((a, b) => a.localeCompare(b)),
      );
      expect(screen.getByText('microsoft.compute/virtualmachines').closest('[title]')).toHaveAttribute(
        'title',
        `${language === 'en' ? 'Azure type' : 'Azure-type'}: microsoft.compute/virtualmachines`,
      );
      await user.type(screen.getByRole('searchbox'), search);
      expect(groupHeadings()).toEqual([`${vms}microsoft.compute/virtualmachines`]);
    },
  );

  it('has a readable name in English and Dutch for every Azure type it knows', () => {
    for (const key of RESOURCE_TYPE_KEYS) {
      expect(en.resourceTypes).toHaveProperty(key);
      expect(nl.resourceTypes).toHaveProperty(key);
    }
  });

  it('shows each resource type with its count and last check, collapsed, sorted by type', async () => {
    setup();
    await screen.findByText('Workstations');
    expect(screen.getByRole('status')).toHaveTextContent('3 resource types, 3,006 resources');
    expect(groupHeadings().map((text) => text!.split(/\d/)[0])).toEqual(['Firewalls', 'Servers', 'Workstations']);
    expect(button('Workstations')).toHaveTextContent('3,000 resources');
    expect(button('Workstations')).toHaveTextContent(/Last check: Nov 21, 2026/);
    expect(button('Firewalls')).toHaveTextContent('2 resources');
    expect(button('Servers')).toHaveTextContent('4 resources');
    expect(button('Servers')).toHaveTextContent('Not checked yet');
    expect(groupButtons().every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(screen.queryByText('WS-0001')).toBeNull();
  });

  it('opens a group to its names, a page at a time, so thousands of names never render at once', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /^Workstations/ }));
    expect(button('Workstations')).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /Workstations/ });
    expect(within(region).getAllByRole('listitem')).toHaveLength(120);
    await user.click(within(region).getByRole('button', { name: 'Show more names (120 of 3,000 shown)' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(240);
    await user.click(button('Workstations'));
    expect(screen.queryByRole('region', { name: /Workstations/ })).toBeNull();
  });

  it('sorts by count or by last check', async () => {
    const { user } = setup();
    await screen.findByText('Workstations');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Resource count (most first)' }));
    expect(groupHeadings().map((text) => text!.split(/\d/)[0])).toEqual(['Workstations', 'Servers', 'Firewalls']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Last check (most recent first)' }));
    expect(groupHeadings().map((text) => text!.split(/\d/)[0])).toEqual(['Workstations', 'Firewalls', 'Servers']);
  });

  it('searches names: the matching groups open with only the matching names, highlighted', async () => {
    const { user } = setup();
    await screen.findByText('Workstations');
    await user.type(screen.getByLabelText('Search resources'), 'ws-29');
    expect(screen.getByRole('status')).toHaveTextContent('1 resource type matches your search');
    expect(button('Workstations')).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /Workstations/ });
    expect(region).toHaveTextContent('100 names match your search:');
    expect(within(region).getAllByRole('listitem')).toHaveLength(100);
    expect(within(region).getAllByRole('listitem')[0].querySelector('mark')).toHaveTextContent('WS-29');
    expect(() => button('Firewalls')).toThrow();
  });

  it('searches types: the group shows, closed, with all its names when opened', async () => {
    const { user } = setup();
    await screen.findByText('Workstations');
    await user.type(screen.getByLabelText('Search resources'), 'fire');
    expect(button('Firewalls')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Firewalls').querySelector('mark')).toHaveTextContent('Fire');
    await user.click(button('Firewalls'));
    expect(within(screen.getByRole('region', { name: /Fire ?walls/ })).getAllByRole('listitem')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Search resources'));
    await user.type(screen.getByLabelText('Search resources'), 'nothing like it');
    expect(screen.getByText('No resource type or name matches your search.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search resources')).toHaveValue('nothing like it');
  });

  it('says so when there is no inventory', async () => {
    setup(() => ok([]));
    expect(await screen.findByText('No managed resources found')).toBeInTheDocument();
  });

  it('says what went wrong when loading fails, and loads again on Try again', async () => {
    let answer: HttpResult<unknown> = fail(502);
    const { user, calls } = setup(() => answer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The resource inventory could not be loaded.');
    answer = ok(inventory);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Workstations')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/managed-resources')).toHaveLength(2);
  });

  it('speaks Dutch, with Dutch numbers', async () => {
    const { user } = setup(undefined, 'nl');
    await screen.findByText('Workstations');
    expect(screen.getByRole('heading', { level: 1, name: 'Beheerde resources' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 resourcetypen, 3.006 resources');
    expect(button('Workstations')).toHaveTextContent('3.000 resources');
    expect(button('Workstations')).toHaveTextContent(/Laatste controle: 21 nov 2026/);
    await user.click(button('Workstations'));
    expect(screen.getByRole('button', { name: 'Meer namen tonen (120 van 3.000 getoond)' })).toBeInTheDocument();
  });
});
