import { ApiPaths, SearchPaths, type SearchAnswer, type SearchGroup } from '../../core/contract';
import { DemoCustomers, DemoUsers } from '../plugin-api';
import { createTestPortal, setCustomerPlugins, userHeaders, type TestPortal } from '../plugin-api/testing';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal.close());

const search = async (text: string, user: string = DemoUsers.anna, language = 'en') =>
  portal.app.inject({
    url: SearchPaths.of(text),
    headers: { ...(await userHeaders(portal.app, user)), 'accept-language': language },
  });
const groupsOf = async (text: string, user?: string, language?: string): Promise<SearchGroup[]> => {
  const response = await search(text, user, language);
  expect(response.statusCode).toBe(200);
  return (response.json() as SearchAnswer).groups;
};
const kindOf = (groups: SearchGroup[], kind: string) => groups.find((group) => group.kind === kind);
const titles = (groups: SearchGroup[], kind: string) => kindOf(groups, kind)?.hits.map((hit) => hit.title) ?? [];

/** The newest invoice number of Contoso's demo data (e.g. 2026-CZ11051). */
const contosoInvoiceNumber = async () => titles(await groupsOf('-CZ'), 'invoice')[0]!;

describe('GET /api/search', () => {
  it('finds an invoice by its number, with the route that opens it in the menu’s invoices page', async () => {
    const number = await contosoInvoiceNumber();
    const invoices = kindOf(await groupsOf(number.toLowerCase()), 'invoice')!;
    expect(invoices.label).toEqual({ en: 'Invoices', nl: 'Facturen' });
    expect(invoices.hits).toHaveLength(1);
    expect(invoices.hits[0]).toMatchObject({
      title: number,
      route: expect.stringMatching(/^\/action\/\d+\?record=inv-contoso-/),
    });
  });

  it('finds menu items and report pages by name, in the reader’s language, as the side menu opens them', async () => {
    const groups = await groupsOf('invoice');
    expect(kindOf(groups, 'menu-report')!.hits[0]).toEqual({
      title: 'Invoice analysis',
      subtitle: 'Reports › Finance',
      route: expect.stringMatching(/^\/action\/\d+$/),
    });
    expect(titles(groups, 'menu-page')).toContain('Invoices');
    expect(titles(await groupsOf('azure portal'), 'menu-page')).toEqual(['Azure portal']);
    expect(kindOf(await groupsOf('azure portal'), 'menu-page')!.hits[0]).toMatchObject({
      external: true,
      newWindow: true,
    });
  });

  it('finds service requests by number and by words, and each kind has at most five hits', async () => {
    const groups = await groupsOf('printer');
    const [hit] = kindOf(groups, 'service-request')!.hits;
    expect(hit).toMatchObject({
      title: 'Printer on the 2nd floor does not print',
      subtitle: expect.stringMatching(/^SR-\d+$/),
    });
    // A request has a page of its own: the hit opens it there.
    expect(hit!.route).toBe(`/service-requests/${hit!.subtitle}`);
    expect(titles(await groupsOf(hit!.subtitle!), 'service-request')).toEqual([hit!.title]);
    for (const group of await groupsOf('e')) expect(group.hits.length).toBeLessThanOrEqual(5);
  });

  it('finds the records a plugin declares with api.records through recordSearch (the resource types kept by hand)', async () => {
    const resources = kindOf(await groupsOf('firewall'), 'managed-resource')!;
    expect(resources.label).toEqual({ en: 'Resource inventory', nl: 'Resource-inventaris' });
    expect(resources.hits).toEqual([
      // A demo row has no provider id of its own (the administration lists it as portal-<id>): no subtitle.
      { title: 'Firewalls', route: expect.stringMatching(/^\/action\/\d+\?record=\d+$/) },
    ]);
  });

  it('answers only the active customer’s records: after switching to Fabrikam none of Contoso’s', async () => {
    const number = await contosoInvoiceNumber();
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const switchTo = (customerId: string) =>
      portal.app.inject({ method: 'POST', url: ApiPaths.activeCustomer, headers: anna, payload: { customerId } });
    expect((await switchTo(DemoCustomers.fabrikam)).statusCode).toBe(200);
    try {
      expect(await groupsOf(number)).toEqual([]);
      expect(titles(await groupsOf('printer'), 'service-request')).not.toContain(
        'Printer on the 2nd floor does not print',
      );
      const routes = (await groupsOf('e')).flatMap((group) => group.hits.map((hit) => hit.route));
      expect(routes.length).toBeGreaterThan(0);
      expect(routes.filter((route) => /contoso/i.test(route))).toEqual([]);
    } finally {
      await switchTo(DemoCustomers.contoso);
    }
  });

  it('gives a user without a permission nothing of that kind (dirk: no invoices, no licences, only his own requests)', async () => {
    const number = await contosoInvoiceNumber();
    expect(kindOf(await groupsOf(number, DemoUsers.dirk), 'invoice')).toBeUndefined();
    expect(kindOf(await groupsOf('microsoft 365', DemoUsers.dirk), 'licence')).toBeUndefined();
    expect(titles(await groupsOf('microsoft 365'), 'licence').length).toBeGreaterThan(0);
    // Anna's request is not Dirk's; Anna, the customer administrator, finds Dirk's.
    expect(kindOf(await groupsOf('printer', DemoUsers.dirk), 'service-request')).toBeUndefined();
    expect(titles(await groupsOf('new employee', DemoUsers.dirk), 'service-request')).toEqual([
      'New employee needs an account',
    ]);
    expect(titles(await groupsOf('new employee'), 'service-request')).toEqual(['New employee needs an account']);
  });

  it('gives nothing of a plugin the customer does not enable', async () => {
    const number = await contosoInvoiceNumber();
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['service-requests', 'report']);
    try {
      const groups = await groupsOf(number);
      expect(kindOf(groups, 'invoice')).toBeUndefined();
      expect(titles(await groupsOf('printer'), 'service-request')).toHaveLength(1);
    } finally {
      setCustomerPlugins(portal.app, DemoCustomers.contoso, null);
    }
  });

  it('takes % and _ as the characters they are, not as wildcards', async () => {
    expect(await groupsOf('%')).toEqual([]);
    expect(await groupsOf('_')).toEqual([]);
  });

  it.each([
    ['no text', ''],
    ['only spaces', '   '],
    ['more than 100 characters', 'x'.repeat(101)],
  ])('answers 400 with a clear message for %s', async (_label, text) => {
    const response = await search(text);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /query\.q: (Type something to search for|Search for at most 100 characters)/,
    );
  });

  it('answers 400 for an unknown parameter, 401 signed out, 403 to an unauthorized user and to one without a customer', async () => {
    expect(
      (
        await portal.app.inject({
          url: `${SearchPaths.of('a')}&customerId=fabrikam`,
          headers: await userHeaders(portal.app, DemoUsers.anna),
        })
      ).statusCode,
    ).toBe(400);
    expect((await portal.app.inject({ url: SearchPaths.of('a') })).statusCode).toBe(401);
    expect((await search('a', DemoUsers.carla)).statusCode).toBe(403);
    expect((await search('a', DemoUsers.petra)).statusCode).toBe(403);
  });

  it('names menu items in Dutch for a Dutch reader', async () => {
    expect(titles(await groupsOf('factu', DemoUsers.anna, 'nl'), 'menu-page')).toContain('Facturen');
  });
});
