import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ActionEditors,
  HttpClient,
  type ActionEditorEntry,
  type ActionEditorProps,
  type HttpResult,
  type Token,
} from '../../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import type { MenuEditorState, MenuNode } from '../../contract-menus';
import plugin from '../../index';
import MenusView from './MenusView';

jest.setTimeout(60_000);

const item = (fields: Partial<MenuNode> & Pick<MenuNode, 'name' | 'type'>): MenuNode => ({
  id: null,
  icon: null,
  linkUrl: null,
  linkTarget: null,
  isHomepage: false,
  action: null,
  children: [],
  ...fields,
});
const published: MenuNode[] = [
  item({
    id: 1,
    type: 'menu',
    name: 'Reports',
    children: [
      item({
        id: 2,
        type: 'action',
        name: 'Sales',
        action: {
          id: 101,
          actionType: 'report',
          title: 'Sales',
          data: { embedId: 'r-1' },
          requiredPermission: 'reports',
        },
      }),
      item({
        id: 3,
        type: 'action',
        name: 'Status page',
        action: { id: 102, actionType: 'link', title: null, data: { url: '/status' }, requiredPermission: null },
      }),
    ],
  }),
  item({ id: 4, type: 'link', name: 'Azure portal', linkUrl: 'https://portal.azure.com/', linkTarget: 'new-window' }),
];
const state = (draft: MenuNode[] | null = null): MenuEditorState => ({
  customerId: 'contoso',
  customerName: 'Contoso Zorg',
  published,
  draft: draft ? { items: draft, updatedAt: '2026-11-23T10:00:00.000Z', updatedBy: 'petra.dekker@msp.example' } : null,
  actionTypes: [
    { actionType: 'link', pluginId: 'link', enabledForCustomer: true },
    { actionType: 'report', pluginId: 'report', enabledForCustomer: true },
  ],
});

/** The link plugin's editor as the menu editor sees it: contributed through ActionEditors, loaded lazily. */
function FakeLinkEditor({ data, onChange, errors }: ActionEditorProps) {
  return (
    <label>
      Page address
      <input
        value={String((data as { url?: unknown }).url ?? '')}
        onChange={(event) => onChange({ ...data, url: event.target.value })}
      />
      {errors?.url ? <span>{errors.url}</span> : null}
    </label>
  );
}
const linkEditor: ActionEditorEntry = {
  actionType: 'link',
  labelKey: 'link:editor.typeLabel',
  initialData: { actionType: 'link', url: '' },
  validate: (data): Record<string, string> =>
    (data as { url?: string }).url ? {} : { url: 'The address is missing.' },
  load: async () => ({ default: FakeLinkEditor }),
};
const editors: ActionEditors = { get: (type) => (type === 'link' ? linkEditor : undefined), entries: [linkEditor] };

type Answer = (method: string, path: string, body: unknown) => HttpResult<unknown> | null;

function setup(answer: Answer, language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp((method, path, body) => {
    if (method === 'GET' && path.startsWith('/api/admin/customers?')) {
      return ok({
        items: [
          { id: 'contoso', name: 'Contoso Zorg', deactivatedAt: null, userCount: 2 },
          { id: 'northwind', name: 'Northwind Bouw', deactivatedAt: null, userCount: 1 },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      });
    }
    return answer(method, path, body) ?? fail(500);
  });
  const view = renderWithServices(<MenusView />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([
      [HttpClient, http],
      [ActionEditors, editors],
    ]),
    language,
  });
  return { calls, user: userEvent.setup(), view };
}

async function openContoso(user: ReturnType<typeof userEvent.setup>, label = 'Customer') {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle('Contoso Zorg (contoso)'));
  return screen.findByRole('group', { name: /Menu of Contoso Zorg|Menu van Contoso Zorg/ });
}

const treeItem = (name: string) => screen.getAllByRole('treeitem').find((node) => node.textContent?.includes(name))!;

describe('MenusView', () => {
  it("shows a customer's menu as a tree, edits the selected item, moves it by keyboard and saves the draft", async () => {
    const { calls, user } = setup((method, path, body) => {
      if (method === 'GET' && path === '/api/admin/customers/contoso/menu') return ok(state());
      if (method === 'PUT') return ok(state((body as { items: MenuNode[] }).items));
      return null;
    });
    await openContoso(user);
    expect(screen.getByText('No draft: you are editing a copy of the published menu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();

    await user.click(within(treeItem('Azure portal')).getByText('Azure portal'));
    expect(screen.getByRole('heading', { name: 'Edit Azure portal' })).toBeInTheDocument();
    const name = screen.getByLabelText('Name in English');
    await user.clear(name);
    expect(screen.getByRole('heading', { name: 'Edit an item without a name' })).toBeInTheDocument();
    await user.type(name, 'Azure portal');
    const address = screen.getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    expect(screen.getByText('Use a path of this portal (/...) or an https:// address.')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, '/status');
    expect(screen.getByText(`Opens ${window.location.origin}/status`)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'The same tab' }));

    await user.click(screen.getByRole('button', { name: 'Move up' }));
    expect(screen.getByText('Azure portal is now item 1 of 2 in the top level.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up' })).toBeDisabled();
    // The keyboard focus stays in the move buttons.
    expect(screen.getByRole('button', { name: 'Move down' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Indent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    await user.click(screen.getByRole('button', { name: 'Indent' }));
    expect(screen.getByText('Azure portal is now item 3 of 3 in Reports.')).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The draft is saved.')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'PUT')!;
    expect(sent.path).toBe('/api/admin/customers/contoso/menu/draft');
    expect((sent.body as { items: MenuNode[] }).items).toEqual([
      {
        ...published[0],
        children: [...published[0]!.children, { ...published[1], linkUrl: '/status', linkTarget: 'this-window' }],
      },
    ]);
    expect(screen.getByText(/Draft saved by petra.dekker@msp.example/)).toBeInTheDocument();
  });

  it("edits an action's data with its plugin's editor, and shows a type without one read-only", async () => {
    const { user } = setup((method, path) => (method === 'GET' && path.endsWith('/menu') ? ok(state()) : null));
    await openContoso(user);
    await user.click(within(treeItem('Status page')).getByText('Status page'));
    expect(await screen.findByLabelText('Page address')).toHaveValue('/status');
    await user.click(within(treeItem('Sales')).getByText('Sales'));
    expect(screen.getByText(/This action type has no editor/)).toBeInTheDocument();
    expect(screen.getByLabelText('Stored settings')).toHaveTextContent('"embedId": "r-1"');
    expect(screen.getByLabelText('Required permission')).toHaveValue('reports');
  });

  it("keeps the input on a refused save and shows the server's messages at the items concerned", async () => {
    const { calls, user } = setup((method, path) => {
      if (method === 'GET' && path.endsWith('/menu')) return ok(state());
      if (method === 'PUT')
        return fail(
          400,
          'Invalid menu: items.0.children.1.action.data.url: must be an https address; items.1.name: Too big: expected string to have <=100 characters',
        );
      return null;
    });
    await openContoso(user);
    await user.click(within(treeItem('Azure portal')).getByText('Azure portal'));
    await user.type(screen.getByLabelText('Name in English'), ' (new)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('2 items need attention: see the messages at the items marked in the tree.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The draft could not be saved. Your changes are kept.')).toBeInTheDocument();
    // The first item concerned opens, with its message beside the editor's field.
    expect(screen.getByRole('heading', { name: 'Edit Status page' })).toBeInTheDocument();
    expect(await screen.findByText('must be an https address')).toBeInTheDocument();
    expect(within(treeItem('Status page')).getByText('needs attention')).toBeInTheDocument();
    await user.click(within(treeItem('Azure portal (new)')).getByText('Azure portal (new)'));
    expect(screen.getByLabelText('Name in English')).toHaveValue('Azure portal (new)');
    expect(screen.getByText('Too big: expected string to have <=100 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('adds a header, a link and an action (checked by its editor before sending), and removes after confirmation', async () => {
    const { calls, user } = setup((method, path) => (method === 'GET' && path.endsWith('/menu') ? ok(state()) : null));
    await openContoso(user);
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    expect(screen.getByLabelText('Name in English')).toHaveFocus();
    expect(screen.getByLabelText('Name in English')).toHaveValue('New header');
    await user.click(screen.getByRole('button', { name: 'Add action' }));
    expect(screen.getByRole('heading', { name: 'Edit link' })).toBeInTheDocument();
    expect(treeItem('New header')).toBeTruthy();
    // A new action's title follows its name until the title is edited.
    await user.clear(screen.getByLabelText('Name in English'));
    await user.type(screen.getByLabelText('Name in English'), 'Status page');
    expect(screen.getByLabelText('Title in English')).toHaveValue('Status page');
    await user.clear(screen.getByLabelText('Title in English'));
    await user.type(screen.getByLabelText('Title in English'), 'Our status');
    await user.type(screen.getByLabelText('Name in English'), '!');
    expect(screen.getByLabelText('Title in English')).toHaveValue('Our status');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The address is missing.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(within(treeItem('Reports')).getByText('Reports'));
    await user.click(screen.getByRole('button', { name: 'Remove item' }));
    const confirm = (await screen.findByText('Remove Reports?')).closest('[role="dialog"]') as HTMLElement;
    expect(
      within(confirm).getByText('The item and the 2 items under it are removed from the draft.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Sales')).not.toBeInTheDocument());
    expect(screen.getByText('Reports is removed.')).toBeInTheDocument();
  });

  it('offers only the action types the customer can use, and names the others with where to enable them', async () => {
    const actionTypes = [
      ...state().actionTypes,
      { actionType: 'invoices', pluginId: 'invoices', enabledForCustomer: false },
      { actionType: 'claims', pluginId: 'claims', enabledForCustomer: false },
    ];
    const { user } = setup((method, path) =>
      method === 'GET' && path.endsWith('/menu') ? ok({ ...state(), actionTypes }) : null,
    );
    await openContoso(user);
    await user.click(screen.getByRole('combobox', { name: 'Action type' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(expect.arrayContaining(['link', 'report']));
    expect(offered.some((text) => /invoices|claims/i.test(text ?? ''))).toBe(false);
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Not offered, because the customer does not have their plugins: claims, invoices\./,
    );
  });

  it('previews the draft as the side menu shows it, then publishes after confirmation', async () => {
    const draft = [item({ id: 1, type: 'menu', name: 'Reports', children: [published[0]!.children[0]!] })];
    const { calls, user } = setup((method, path) => {
      if (method === 'GET' && path.endsWith('/menu')) return ok(state(draft));
      if (method === 'GET' && path.endsWith('/preview')) {
        return ok([
          {
            id: 1,
            name: 'Reports',
            actionId: null,
            actionType: 'menu',
            linkUrl: null,
            linkTarget: null,
            isHomepage: false,
            icon: null,
            subMenuItems: [
              {
                id: 2,
                name: 'Sales',
                actionId: 101,
                actionType: 'report',
                linkUrl: null,
                linkTarget: 'content-window',
                isHomepage: false,
                icon: null,
                subMenuItems: [],
              },
            ],
          },
        ]);
      }
      if (method === 'POST' && path.endsWith('/publish')) return ok({ ...state(), published: draft });
      return null;
    });
    await openContoso(user);
    expect(screen.getByText(/Draft saved by petra.dekker@msp.example/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('navigation', { name: 'Menu preview' });
    expect(within(preview).getByText('Home')).toBeInTheDocument();
    expect(within(preview).getByText('Reports')).toHaveClass('nav-header');
    expect(within(preview).getByText('Sales').closest('.nav-link')?.querySelector('.anticon-bar-chart')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const confirm = (await screen.findByText('Publish the menu of Contoso Zorg?')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The menu is published.')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/admin/customers/contoso/menu/publish'),
    ).toBe(true);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('copies the published menu to other customers', async () => {
    const { calls, user } = setup((method, path) => {
      if (method === 'GET' && path.endsWith('/menu')) return ok(state());
      if (method === 'POST' && path === '/api/admin/menus/copy')
        return ok({ fromCustomerId: 'contoso', as: 'published', copied: [{ customerId: 'northwind', items: 4 }] });
      return null;
    });
    await openContoso(user);
    await user.click(screen.getByRole('button', { name: 'Copy to other customers' }));
    const dialog = (await screen.findByText('Copy the menu of Contoso Zorg')).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Choose at least one customer.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Copy to' }));
    await user.click((await screen.findAllByTitle('Northwind Bouw (northwind)')).at(-1)!);
    await user.click(within(dialog).getByRole('radio', { name: 'Their published menu, at once' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('The menu is published for 1 customer.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/admin/menus/copy')?.body).toEqual({
      fromCustomerId: 'contoso',
      toCustomerIds: ['northwind'],
      as: 'published',
    });
  });

  it('asks before another customer replaces unsaved changes, in Dutch', async () => {
    const { calls, user } = setup(
      (method, path) => (method === 'GET' && path.endsWith('/menu') ? ok(state()) : null),
      'nl',
    );
    await openContoso(user, 'Klant');
    await user.click(screen.getByRole('button', { name: 'Kop toevoegen' }));
    await user.click(screen.getByRole('combobox', { name: 'Klant' }));
    await user.click(await screen.findByTitle('Northwind Bouw (northwind)'));
    const confirm = (await screen.findByText('Niet-opgeslagen wijzigingen weggooien?')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(screen.getByText('U hebt niet-opgeslagen wijzigingen.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/menu'))).toHaveLength(1);
  });

  it('shows a way forward when the menu cannot be loaded', async () => {
    const { user } = setup(() => fail(503));
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByTitle('Contoso Zorg (contoso)'));
    expect(await screen.findByText('The menu could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
