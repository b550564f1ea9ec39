import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { MenuEditorState, MenuPreview, type MenuNode } from '../contract-menus';
import { call, type RequestHeaders } from './test-helpers';

const contoso = DemoCustomers.contoso;
const menuUrl = (customerId: string, tail = '') => `/api/admin/customers/${customerId}/menu${tail}`;

const header = (name: string, children: MenuNode[] = []): MenuNode => ({
  id: null,
  type: 'menu',
  name,
  icon: null,
  linkUrl: null,
  linkTarget: null,
  isHomepage: false,
  action: null,
  children,
});
const link = (name: string, linkUrl: string, linkTarget: MenuNode['linkTarget'] = 'new-window'): MenuNode => ({
  id: null,
  type: 'link',
  name,
  icon: null,
  linkUrl,
  linkTarget,
  isHomepage: false,
  action: null,
  children: [],
});
const action = (
  name: string,
  actionType: string,
  data: Record<string, unknown> = {},
  id: number | null = null,
): MenuNode => ({
  id: null,
  type: 'action',
  name,
  icon: null,
  linkUrl: null,
  linkTarget: null,
  isHomepage: false,
  action: { id, actionType, title: name, data, requiredPermission: null },
  children: [],
});

const TABLES = ['admin_menu_drafts', 'audit_log', 'menu_items', 'actions'] as const;
const counts = (portal: TestPortal) => TABLES.map((table) => count(portal.app, table));

describe('the admin API: menus', () => {
  let portal: TestPortal;
  let petra: RequestHeaders;
  beforeAll(async () => {
    portal = await createTestPortal();
    petra = await userHeaders(portal.app, DemoUsers.petra);
  });
  afterAll(() => portal.close());

  const state = async (customerId: string = contoso) =>
    MenuEditorState.parse((await call(portal.app, petra, 'GET', menuUrl(customerId))).json());

  test("answers the customer's published menu with each action's type, title, data and permission, and no draft", async () => {
    const answer = await state();
    expect(answer).toMatchObject({ customerId: contoso, customerName: 'Contoso Zorg', draft: null });
    expect(answer.published.map((node) => node.name)).toEqual(expect.arrayContaining(['Reports', 'Support']));
    const reports = answer.published.find((node) => node.name === 'Reports')!;
    expect(reports).toMatchObject({ type: 'menu', action: null });
    const leaf = reports.children.find((node) => node.type === 'action')!;
    expect(leaf.action).toEqual({
      id: expect.any(Number),
      actionType: expect.any(String),
      title: expect.anything(),
      titleNl: expect.any(String),
      data: expect.any(Object),
      requiredPermission: expect.anything(),
    });
    expect(answer.actionTypes).toEqual(
      expect.arrayContaining([{ actionType: 'link', pluginId: 'link', enabledForCustomer: true }]),
    );
    expect((await call(portal.app, petra, 'GET', menuUrl('nobody'))).statusCode).toBe(404);
  });

  test.each([
    ['a name too long', [header('x'.repeat(101))], /items\.0\.name/],
    ['an empty name', [header('  ')], /items\.0\.name: is required in English or Dutch/],
    [
      'no name in either language',
      [header('First', [{ ...header(''), nameNl: '  ' }])],
      /items\.0\.children\.0\.name: is required in English or Dutch/,
    ],
    ['a Dutch name too long', [{ ...header('x'), nameNl: 'x'.repeat(101) }], /items\.0\.nameNl/],
    ['a javascript: link', [link('Evil', 'javascript:alert(1)')], /items\.0\.linkUrl: must be a path of this portal/],
    ['a protocol-relative link', [link('Evil', '//evil.example/x')], /items\.0\.linkUrl/],
    ['a plain http link elsewhere', [link('Plain', 'http://example.com/')], /items\.0\.linkUrl/],
    [
      'a link opening in the content window',
      [link('Frame', 'https://example.com/', 'content-window')],
      /items\.0\.linkTarget/,
    ],
    [
      'an unknown action type',
      [action('Nope', 'no-such-type')],
      /items\.0\.action\.actionType: "no-such-type" is not an action type/,
    ],
    [
      'items under an action',
      [{ ...action('Parent', 'link', { url: 'https://example.com/' }), children: [header('Child')] }],
      /items\.0\.children: only a menu header/,
    ],
    [
      'five levels',
      [header('1', [header('2', [header('3', [header('4', [header('5')])])])])],
      /items\.0\.children\.0\.children\.0\.children\.0\.children\.0: is nested too deep/,
    ],
    [
      'two homepages',
      [
        { ...action('A', 'link', { url: '/a' }), isHomepage: true },
        { ...action('B', 'link', { url: '/b' }), isHomepage: true },
      ],
      /only one item can be the homepage/,
    ],
    ["another customer's action", [action('Stolen', 'link', {}, 206)], /action 206 is not an action of this customer/],
    ['an unknown field', [{ ...header('X'), extra: 1 }], /Unrecognized key/],
  ])('refuses a draft with %s: 400 naming the item, nothing written', async (_what, items, message) => {
    const before = counts(portal);
    const response = await call(portal.app, petra, 'PUT', menuUrl(contoso, '/draft'), { items });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(counts(portal)).toEqual(before);
  });

  test('publishes names and titles in English and Dutch, or in one of them: each reader gets one language, falling back to the other', async () => {
    const both = {
      ...action('Invoices', 'link', { url: '/invoices' }),
      nameNl: 'Facturen',
      action: {
        id: null,
        actionType: 'link',
        title: 'Invoices',
        titleNl: 'Facturen',
        data: { url: '/invoices' },
        requiredPermission: null,
      },
    };
    const dutchOnly = { ...header(''), nameNl: 'Alleen Nederlands', children: [both] };
    const items = [dutchOnly, link('English only', 'https://example.com/')];
    expect(
      (await call(portal.app, petra, 'PUT', menuUrl(DemoCustomers.northwind, '/draft'), { items })).statusCode,
    ).toBe(200);
    const preview = await call(
      portal.app,
      { ...petra, 'accept-language': 'nl' },
      'GET',
      menuUrl(DemoCustomers.northwind, '/preview'),
    );
    expect(preview.json().map((item: { name: string }) => item.name)).toEqual(['Alleen Nederlands', 'English only']);
    const published = MenuEditorState.parse(
      (await call(portal.app, petra, 'POST', menuUrl(DemoCustomers.northwind, '/publish'))).json(),
    ).published;
    expect(published[0]).toMatchObject({
      name: '',
      nameNl: 'Alleen Nederlands',
      children: [{ name: 'Invoices', nameNl: 'Facturen', action: { title: 'Invoices', titleNl: 'Facturen' } }],
    });
    expect(published[1]).toMatchObject({ name: 'English only', nameNl: null });

    const bram = await userHeaders(portal.app, DemoUsers.bram);
    const menuIn = async (language: string) =>
      (await call(portal.app, { ...bram, 'accept-language': language }, 'GET', '/api/menuitems/')).json();
    const english = await menuIn('en-US');
    expect([english[0].name, english[0].subMenuItems[0].name, english[1].name]).toEqual([
      'Alleen Nederlands',
      'Invoices',
      'English only',
    ]);
    const dutch = await menuIn('nl-NL,en;q=0.8');
    expect([dutch[0].name, dutch[0].subMenuItems[0].name, dutch[1].name]).toEqual([
      'Alleen Nederlands',
      'Facturen',
      'English only',
    ]);
    const actionId = english[0].subMenuItems[0].actionId;
    expect(
      (await call(portal.app, { ...bram, 'accept-language': 'nl' }, 'GET', `/api/action/${actionId}/`)).json(),
    ).toMatchObject({ title: 'Facturen' });
    expect(
      (await call(portal.app, { ...bram, 'accept-language': 'fr' }, 'GET', `/api/action/${actionId}/`)).json(),
    ).toMatchObject({ title: 'Invoices' });
  });

  test('saves, previews and discards a draft, each change audited; the published menu stays meanwhile', async () => {
    const published = (await state()).published;
    const menuBefore = (
      await call(portal.app, await userHeaders(portal.app, DemoUsers.anna), 'GET', '/api/menuitems/')
    ).json();
    const items = [header('Start', [link('Status', '/demo/service-status', 'this-window')]), ...published];
    const saved = await call(portal.app, petra, 'PUT', menuUrl(contoso, '/draft'), { items });
    expect(saved.statusCode).toBe(200);
    const draft = MenuEditorState.parse(saved.json()).draft!;
    expect(draft).toMatchObject({
      updatedBy: 'petra.dekker@msp.example',
      items: [{ name: 'Start', children: [{ name: 'Status' }] }, ...published.map((node) => ({ name: node.name }))],
    });
    expect(
      (await call(portal.app, await userHeaders(portal.app, DemoUsers.anna), 'GET', '/api/menuitems/')).json(),
    ).toEqual(menuBefore);

    const preview = MenuPreview.parse((await call(portal.app, petra, 'GET', menuUrl(contoso, '/preview'))).json()) as {
      name: string;
      actionType: string;
      subMenuItems: unknown[];
    }[];
    expect(preview[0]).toMatchObject({
      name: 'Start',
      actionType: 'menu',
      linkTarget: null,
      subMenuItems: [
        {
          name: 'Status',
          actionType: 'link',
          linkUrl: '/demo/service-status',
          linkTarget: 'this-window',
          actionId: null,
        },
      ],
    });

    const discarded = await call(portal.app, petra, 'DELETE', menuUrl(contoso, '/draft'));
    expect(MenuEditorState.parse(discarded.json()).draft).toBeNull();
    expect((await call(portal.app, petra, 'DELETE', menuUrl(contoso, '/draft'))).statusCode).toBe(404);
    expect((await call(portal.app, petra, 'GET', menuUrl(contoso, '/preview'))).statusCode).toBe(404);
    expect((await call(portal.app, petra, 'POST', menuUrl(contoso, '/publish'))).statusCode).toBe(409);

    const audit = (
      await call(portal.app, petra, 'GET', `/api/admin/audit?targetType=menu&customerId=${contoso}`)
    ).json().items;
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['menu.draft.discard', 'menu.draft.save']);
    expect(audit[1]).toMatchObject({
      actorUserId: 'petra',
      targetType: 'menu',
      targetId: contoso,
      before: null,
      after: [{ name: 'Start' }, ...published.map((node) => ({ name: node.name }))],
    });
  });

  test("publishes in one go: the customer's users see the new menu, kept actions keep their ids, removed ones are gone", async () => {
    const published = (await state()).published;
    const leaves = published
      .flatMap(function all(node): MenuNode[] {
        return [node, ...node.children.flatMap(all)];
      })
      .filter((node) => node.type === 'action');
    const [kept, removed] = leaves as [MenuNode, MenuNode];
    const renamed = { ...kept, name: 'Renamed report', action: { ...kept.action!, title: 'Renamed report' } };
    const items = [
      header('Everything', [renamed, action('Provider news', 'link', { url: 'https://example.com/news' })]),
      link('Portal', 'https://portal.azure.com/'),
    ];
    expect((await call(portal.app, petra, 'PUT', menuUrl(contoso, '/draft'), { items })).statusCode).toBe(200);
    const result = await call(portal.app, petra, 'POST', menuUrl(contoso, '/publish'));
    expect(result.statusCode).toBe(200);
    const after = MenuEditorState.parse(result.json());
    expect(after.draft).toBeNull();
    expect(after.published[0]!.children[0]).toMatchObject({
      name: 'Renamed report',
      action: { id: kept.action!.id, title: 'Renamed report' },
    });
    expect(after.published[0]!.children[1]!.action!.id).not.toBeNull();

    const db = portal.app.portal.db;
    expect(db.prepare('SELECT count(*) FROM actions WHERE id = ?').pluck().get(removed.action!.id)).toBe(0);
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const menu = (await call(portal.app, anna, 'GET', '/api/menuitems/')).json();
    expect(menu.map((item: { name: string }) => item.name)).toEqual(['Everything', 'Portal']);
    expect(menu[0].subMenuItems[0]).toMatchObject({ name: 'Renamed report', actionId: kept.action!.id });
    expect((await call(portal.app, anna, 'GET', `/api/action/${kept.action!.id}/`)).statusCode).not.toBe(404);

    const row = (
      await call(portal.app, petra, 'GET', `/api/admin/audit?action=menu.publish&customerId=${contoso}`)
    ).json().items[0];
    expect(row.before).toEqual(published);
    expect(row.after).toEqual(after.published);
  });

  test('copies a published menu to other customers as drafts or published, with new action ids, audited per customer', async () => {
    const source = (await state()).published;
    const asDraft = await call(portal.app, petra, 'POST', '/api/admin/menus/copy', {
      fromCustomerId: contoso,
      toCustomerIds: ['fabrikam'],
      as: 'draft',
    });
    expect(asDraft.statusCode).toBe(200);
    expect(asDraft.json()).toEqual({
      fromCustomerId: contoso,
      as: 'draft',
      copied: [{ customerId: 'fabrikam', items: 4 }],
    });
    const fabrikam = await state('fabrikam');
    expect(fabrikam.draft!.items.map((node) => node.name)).toEqual(source.map((node) => node.name));
    expect(fabrikam.draft!.items[0]!.children[1]!.action!.id).toBeNull();
    expect(fabrikam.published).not.toEqual(fabrikam.draft!.items);

    const published = await call(portal.app, petra, 'POST', '/api/admin/menus/copy', {
      fromCustomerId: contoso,
      toCustomerIds: ['northwind'],
      as: 'published',
    });
    expect(published.statusCode).toBe(200);
    const northwind = (await state('northwind')).published;
    expect(northwind.map((node) => node.name)).toEqual(['Everything', 'Portal']);
    const copiedId = northwind[0]!.children[0]!.action!.id;
    expect(copiedId).not.toBe(source[0]!.children[0]!.action!.id);
    expect(portal.app.portal.db.prepare('SELECT customer_id FROM actions WHERE id = ?').pluck().get(copiedId)).toBe(
      'northwind',
    );
    const bram = await userHeaders(portal.app, DemoUsers.bram);
    expect((await call(portal.app, bram, 'GET', '/api/menuitems/')).json()[0].name).toBe('Everything');

    const rows = (await call(portal.app, petra, 'GET', '/api/admin/audit?action=menu.copy')).json().items;
    expect(rows.map((row: { targetId: string }) => row.targetId).sort()).toEqual(['fabrikam', 'northwind']);
  });

  test.each([
    ['no target', { fromCustomerId: contoso, toCustomerIds: [], as: 'draft' }, 400, /toCustomerIds/],
    [
      '501 targets',
      { fromCustomerId: contoso, toCustomerIds: Array.from({ length: 501 }, (_, i) => `c-${i}`), as: 'draft' },
      400,
      /toCustomerIds/,
    ],
    ['an unknown mode', { fromCustomerId: contoso, toCustomerIds: ['fabrikam'], as: 'live' }, 400, /as/],
    [
      'a target twice',
      { fromCustomerId: contoso, toCustomerIds: ['fabrikam', 'fabrikam'], as: 'draft' },
      400,
      /more than once/,
    ],
    ['the source as target', { fromCustomerId: contoso, toCustomerIds: [contoso], as: 'draft' }, 400, /copied from/],
    [
      'an unknown target',
      { fromCustomerId: contoso, toCustomerIds: ['fabrikam', 'nobody'], as: 'published' },
      404,
      /nobody/,
    ],
    ['an unknown source', { fromCustomerId: 'nobody', toCustomerIds: ['fabrikam'], as: 'published' }, 404, /nobody/],
  ])('refuses a copy with %s, writing nothing', async (_what, body, status, message) => {
    const before = counts(portal);
    const response = await call(portal.app, petra, 'POST', '/api/admin/menus/copy', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(counts(portal)).toEqual(before);
  });
});
