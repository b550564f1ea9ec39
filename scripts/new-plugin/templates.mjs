// The files `npm run new-plugin -- <id>` writes: a working full-stack plugin (an action-type view, one
// server route reading its own table, contract, demo seed with a menu item, en/nl texts, a unit test, a
// server test and a browser test). Each template is a function of the plugin's names.

export function files(names) {
  const { id, pascal, title, table, actionId, menuId } = names;
  return {
    'manifest.ts': `import { defineManifest } from '../../core/plugin-api';

export default defineManifest({
  id: '${id}',
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: '${id}', load: () => import('./views/${pascal}View'), usesAntd: false }],
  },
});
`,
    'index.ts': `import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({ id: '${id}', texts: { en, nl } });
`,
    'contract.ts': `import * as z from 'zod/mini';

/** The plugin's HTTP contract, shared by its view and its server side. */
export const ${pascal}Paths = { items: '/api/${id}/items' } as const;

export const ${pascal}Item = z.object({
  id: z.pipe(z.union([z.number(), z.string()]), z.transform((id) => String(id))),
  name: z.string(),
});
export type ${pascal}Item = z.output<typeof ${pascal}Item>;

export const ${pascal}ItemList = z.array(${pascal}Item);
`,
    'locales/en.json':
      JSON.stringify(
        {
          heading: title,
          loading: 'Loading...',
          empty: 'Nothing here yet.',
          failed: 'The list could not be loaded.',
          retry: 'Try again',
        },
        null,
        2,
      ) + '\n',
    'locales/nl.json':
      JSON.stringify(
        {
          heading: title,
          loading: 'Bezig met laden...',
          empty: 'Hier staat nog niets.',
          failed: 'De lijst kon niet worden geladen.',
          retry: 'Opnieuw proberen',
        },
        null,
        2,
      ) + '\n',
    [`views/${pascal}View.tsx`]: `import { useCallback, useEffect, useState } from 'react';
import { HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { ${pascal}ItemList, ${pascal}Paths, type ${pascal}Item } from '../contract';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; items: ${pascal}Item[] };

export default function ${pascal}View(_props: ActionViewProps) {
  const { t } = usePortalTranslation('${id}');
  const http = useService(HttpClient);
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const result = await http.get(${pascal}Paths.items, ${pascal}ItemList);
    setState(result.ok ? { kind: 'loaded', items: result.data } : { kind: 'failed' });
  }, [http]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="${id}-heading">
      <h1 id="${id}-heading">{t('heading')}</h1>
      {state.kind === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {state.kind === 'failed' ? (
        <div role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="btn" onClick={() => void load()}>{t('retry')}</button>
        </div>
      ) : null}
      {state.kind === 'loaded' && state.items.length === 0 ? <p>{t('empty')}</p> : null}
      {state.kind === 'loaded' && state.items.length > 0 ? (
        <ul>{state.items.map((item) => <li key={item.id}>{item.name}</li>)}</ul>
      ) : null}
    </section>
  );
}
`,
    [`views/${pascal}View.test.tsx`]: `import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, localeKeys, ok, renderView } from '../../../core/plugin-api/testing';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import plugin from '../index';
import ${pascal}View from './${pascal}View';

describe('${pascal}View', () => {
  it('lists the items the server sends', async () => {
    const { http } = fakeHttp(() => ok([{ id: 1, name: 'First' }, { id: '2', name: 'Second' }]));
    renderView(plugin, ${pascal}View, { actionType: '${id}' }, { services: new Map([[HttpClient, http]]) });
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });

  it('says when the list failed and loads it again on request, in Dutch', async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { http } = fakeHttp(() => answer);
    renderView(plugin, ${pascal}View, { actionType: '${id}' }, { services: new Map([[HttpClient, http]]), language: 'nl' });
    expect(await screen.findByText('De lijst kon niet worden geladen.')).toBeInTheDocument();
    answer = ok([]);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Hier staat nog niets.')).toBeInTheDocument();
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
`,
    'server/index.ts': `import { DemoCustomers, defineServerPlugin } from '../../../server/plugin-api';
import { ${pascal}ItemList, ${pascal}Paths } from '../contract';

export default defineServerPlugin({
  id: '${id}',
  actionTypes: ['${id}'],
  migrations: [
    {
      id: '${id}-001',
      sql: \`CREATE TABLE ${table} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  name TEXT NOT NULL
);
CREATE INDEX ${table}_customer ON ${table}(customer_id);\`,
    },
  ],
  seed(demo) {
    const items = demo.data.forCustomer(DemoCustomers.contoso).table('${table}');
    for (const name of ['First item', 'Second item']) items.insert({ name });
    demo.addActions(DemoCustomers.contoso, [{ id: ${actionId}, type: '${id}', title: '${title}', menu: { id: ${menuId}, order: 20 } }]);
  },
  routes(api) {
    api.route({
      method: 'GET',
      url: ${pascal}Paths.items,
      summary: "The active customer's ${title.toLowerCase()} items",
      response: ${pascal}ItemList,
      handler: ({ user }) =>
        user?.activeCustomerId ? api.data(user).table('${table}').find(undefined, { columns: ['id', 'name'], orderBy: ['id'] }) : [],
    });
  },
});
`,
    [`server/${id}.test.ts`]: `import { createTestPortal, setCustomerPlugins, signIn, type TestPortal } from '../../../server/plugin-api/testing';
import { ${pascal}Paths } from '../contract';

describe('${id} server plugin', () => {
  let portal: TestPortal;
  beforeEach(async () => {
    portal = await createTestPortal();
  });
  afterEach(() => portal.close());

  it("answers the active customer's items to a signed-in user", async () => {
    const anna = await signIn(portal.app, 'anna');
    const response = await portal.app.inject({ url: ${pascal}Paths.items, headers: anna.headers() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: 1, name: 'First item' }, { id: 2, name: 'Second item' }]);
  });

  it('answers 401 when signed out and 404 for a customer that does not enable the plugin', async () => {
    expect((await portal.app.inject({ url: ${pascal}Paths.items })).statusCode).toBe(401);
    setCustomerPlugins(portal.app, 'contoso', ['claims']);
    const anna = await signIn(portal.app, 'anna');
    expect((await portal.app.inject({ url: ${pascal}Paths.items, headers: anna.headers() })).statusCode).toBe(404);
  });
});
`,
    [`e2e/${id}.spec.ts`]: `import { expect, mainNav, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

test('${id}: the menu item opens the list of the demo data', async ({ page, signIn }) => {
  await signIn('anna');
  await waitForPortal(page);
  await mainNav(page).getByRole('link', { name: '${title}' }).click();
  await expect(page.getByRole('heading', { name: '${title}' })).toBeVisible();
  await expect(page.getByText('Second item')).toBeVisible();
});
`,
    [`e2e/${id}-nl.spec.ts`]: `import { expect, mainNav, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';
import nl from '../locales/nl.json';

// The portal speaks the browser's first language: a Dutch browser gets the texts of locales/nl.json.
test.use({ locale: 'nl-NL' });

test('${id} in Dutch: the texts of locales/nl.json', async ({ page, signIn }) => {
  await signIn('anna');
  await waitForPortal(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await mainNav(page).getByRole('link', { name: '${title}' }).click();
  await expect(page.getByRole('heading', { name: nl.heading })).toBeVisible();
});
`,
  };
}
