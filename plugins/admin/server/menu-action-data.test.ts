import * as z from 'zod/mini';
import { DemoCustomers, DemoUsers, defineServerPlugin } from '../../../server/plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { MenuEditorState, type MenuNode } from '../contract-menus';
import admin from './index';
import { call, type RequestHeaders } from './test-helpers';

/** An action type whose plugin declares the schema of its data, as the action-type plugins do. */
const events = defineServerPlugin({
  id: 'events',
  actionTypes: ['events'],
  actionDataSchemas: {
    events: z.strictObject({
      feed: z.url({ protocol: /^https$/ }),
      days: z._default(z.int().check(z.minimum(1), z.maximum(90)), 30),
    }),
  },
});

const item = (data: Record<string, unknown>): MenuNode => ({
  id: null,
  type: 'action',
  name: 'Events',
  icon: null,
  linkUrl: null,
  linkTarget: null,
  isHomepage: false,
  action: { id: null, actionType: 'events', title: 'Events', data, requiredPermission: 'reports' },
  children: [],
});

describe("the menu editor checks an action's data with its type's schema", () => {
  let portal: TestPortal;
  let petra: RequestHeaders;
  beforeAll(async () => {
    portal = await createTestPortal({ plugins: { admin, events } });
    petra = await userHeaders(portal.app, DemoUsers.petra);
  });
  afterAll(() => portal.close());

  const url = `/api/admin/customers/${DemoCustomers.contoso}/menu/draft`;

  test('refuses data the schema refuses, naming the field, and writes nothing', async () => {
    const before = [count(portal.app, 'admin_menu_drafts'), count(portal.app, 'audit_log')];
    const response = await call(portal.app, petra, 'PUT', url, {
      items: [item({ feed: 'http://events.example/feed', days: 400 })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/items\.0\.action\.data\.feed: .*items\.0\.action\.data\.days: /);
    expect([count(portal.app, 'admin_menu_drafts'), count(portal.app, 'audit_log')]).toEqual(before);
  });

  test('stores the data as the schema normalises it, and lists the type with its plugin', async () => {
    const response = await call(portal.app, petra, 'PUT', url, {
      items: [item({ feed: 'https://events.example/feed' })],
    });
    expect(response.statusCode).toBe(200);
    const state = MenuEditorState.parse(response.json());
    expect(state.draft!.items[0]!.action).toEqual({
      id: null,
      actionType: 'events',
      title: 'Events',
      data: { feed: 'https://events.example/feed', days: 30 },
      requiredPermission: 'reports',
    });
    expect(state.actionTypes).toEqual([{ actionType: 'events', pluginId: 'events', enabledForCustomer: true }]);
  });

  test("previews the draft as the customer's users see it: a type the customer's plugin list leaves out is dropped, and its emptied header too", async () => {
    const fabrikam = `/api/admin/customers/${DemoCustomers.fabrikam}/menu`;
    const header = (name: string, children: MenuNode[]): MenuNode => ({
      ...item({}),
      type: 'menu',
      name,
      action: null,
      children,
    });
    const link: MenuNode = {
      ...item({}),
      type: 'link',
      name: 'Intranet',
      action: null,
      linkUrl: 'https://intranet.example/',
      linkTarget: 'new-window',
    };
    const saved = await call(portal.app, petra, 'PUT', `${fabrikam}/draft`, {
      items: [header('Agenda', [item({ feed: 'https://events.example/feed' })]), link],
    });
    expect(saved.statusCode).toBe(200);
    expect(MenuEditorState.parse(saved.json()).actionTypes).toEqual([
      { actionType: 'events', pluginId: 'events', enabledForCustomer: false },
    ]);
    const preview = (await call(portal.app, petra, 'GET', `${fabrikam}/preview`)).json();
    expect(preview).toEqual([
      {
        id: expect.any(Number),
        name: 'Intranet',
        actionId: null,
        actionType: 'link',
        linkUrl: 'https://intranet.example/',
        linkTarget: 'new-window',
        isHomepage: false,
        icon: null,
        subMenuItems: [],
      },
    ]);
  });

  test('keeps an action of a type the deployment no longer serves as it is, but takes no change to it', async () => {
    const db = portal.app.portal.db;
    db.prepare(
      `INSERT INTO actions (id, customer_id, action_type, title, data) VALUES (9001, 'contoso', 'retired', 'Old report', '{"embedId":"r-9"}')`,
    ).run();
    db.prepare(
      `INSERT INTO menu_items (id, customer_id, name, item_type, action_id, link_target, sort_order) VALUES (9002, 'contoso', 'Old report', 'action', 9001, 'content-window', 99)`,
    ).run();
    const menu = `/api/admin/customers/${DemoCustomers.contoso}/menu`;
    const published = MenuEditorState.parse((await call(portal.app, petra, 'GET', menu)).json()).published;
    const index = published.findIndex((node) => node.action?.id === 9001);
    expect(published[index]!.action).toEqual({
      id: 9001,
      actionType: 'retired',
      title: 'Old report',
      titleNl: null,
      data: { embedId: 'r-9' },
      requiredPermission: null,
    });
    expect((await call(portal.app, petra, 'PUT', `${menu}/draft`, { items: published })).statusCode).toBe(200);
    const changed = published.map((node, at) =>
      at === index ? { ...node, action: { ...node.action!, data: { embedId: 'r-10' } } } : node,
    );
    const refused = await call(portal.app, petra, 'PUT', `${menu}/draft`, { items: changed });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(
      `items.${index}.action.actionType: "retired" is not an action type of this portal`,
    );
  });
});
