import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SyncAdminPaths, type SyncHealth } from '../../../core/contract';
import {
  ActionEditors,
  HttpClient,
  type ActionEditorEntry,
  type HttpResult,
  type Token,
} from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import { SyncHealthSection } from './SyncHealthSection';

const licences: SyncHealth = {
  plugin: 'subscriptions',
  source: 'licences',
  everyMs: 3_600_000,
  lastSuccessAt: '2026-11-28T08:00:00Z',
  lastAttemptAt: '2026-11-28T10:00:00Z',
  lastError: {
    kind: 'consent-missing',
    detail: 'AADSTS65001: The user or administrator has not consented to use the application.',
    at: '2026-11-28T10:00:00Z',
  },
  consecutiveFailures: 2,
  nextRunAt: '2026-11-28T10:10:00Z',
  running: false,
};

type Answer = () => HttpResult<unknown> | Promise<HttpResult<unknown>>;

/** The subscriptions plugin as the administration knows it: its action type's editor and its manifest labels. */
const subscriptionsEditor: ActionEditorEntry = {
  actionType: 'subscriptions',
  labelKey: 'subscriptions:editor.typeLabel',
  initialData: { actionType: 'subscriptions' },
  load: async () => ({ default: () => null }),
};
const editors: ActionEditors = {
  get: (type) => (type === 'subscriptions' ? subscriptionsEditor : undefined),
  entries: [subscriptionsEditor],
};
const subscriptionsLabels = {
  en: { editor: { typeLabel: 'Office 365 licences' }, sync: { licences: 'Licences' } },
  nl: { editor: { typeLabel: 'Office 365-licenties' }, sync: { licences: 'Licenties' } },
};
const deploymentPlugins = [{ id: 'subscriptions', actionTypes: ['subscriptions'] }];

function setup(
  list: HttpResult<unknown>,
  run: Answer = () => fail(500),
  language: 'en' | 'nl' = 'en',
  plugins: typeof deploymentPlugins | null = deploymentPlugins,
) {
  const { http, calls } = fakeHttp((method, path) => {
    if (method === 'GET' && path === SyncAdminPaths.list('contoso')) return list;
    if (method === 'POST' && path === SyncAdminPaths.run('contoso', 'subscriptions', 'licences')) return run();
    return fail(404);
  });
  const view = renderWithServices(<SyncHealthSection customerId="contoso" plugins={plugins} />, {
    plugin,
    language,
    services: new Map<Token<unknown>, unknown>([
      [HttpClient, http],
      [ActionEditors, editors],
    ]),
  });
  for (const lang of ['en', 'nl'] as const)
    view.i18n.addResourceBundle(lang, 'subscriptions', subscriptionsLabels[lang]);
  return { ...view, calls };
}

describe('SyncHealthSection', () => {
  it("shows each source's schedule, last success, last error in words with the service's message, and next run", async () => {
    setup(ok({ items: [licences] }));
    const source = await screen.findByRole('region', { name: 'Office 365 licences: Licences' });
    expect(within(source).getByRole('heading', { name: 'Office 365 licences: Licences' })).toBeInTheDocument();
    expect(within(source).getByText('Runs every 1 hour')).toBeInTheDocument();
    expect(
      within(source).getByText(
        /the portal's application has no consent in the customer's tenant\. 2 failures in a row/,
      ),
    ).toBeInTheDocument();
    expect(within(source).getByText(licences.lastError!.detail)).toHaveAttribute('lang', 'en');
    expect(within(source).queryByText('Never')).toBeNull();
    expect(within(source).getByRole('button', { name: 'Sync now' })).toBeEnabled();
  });

  it('speaks Dutch to a Dutch reader', async () => {
    setup(
      ok({ items: [{ ...licences, everyMs: 15 * 60_000, lastError: null, lastSuccessAt: null, nextRunAt: null }] }),
      undefined,
      'nl',
    );
    const source = await screen.findByRole('region', { name: 'Office 365-licenties: Licenties' });
    expect(within(source).getByText('Loopt elke 15 minuten')).toBeInTheDocument();
    expect(within(source).getByText('Nooit')).toBeInTheDocument();
    expect(within(source).getByText('Geen')).toBeInTheDocument();
    expect(within(source).getByText('Binnen een minuut')).toBeInTheDocument();
  });

  it('syncs now: busy while it runs, the outcome announced and the source shown anew', async () => {
    let finish: (result: HttpResult<unknown>) => void = () => undefined;
    const { calls } = setup(ok({ items: [licences] }), () => new Promise((resolve) => (finish = resolve)));
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(screen.getByRole('button', { name: 'Syncing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Syncing…' })).toHaveAttribute('aria-busy', 'true');
    const synced = { ...licences, lastSuccessAt: '2026-11-28T10:05:00Z', lastError: null, consecutiveFailures: 0 };
    await act(async () => finish(ok({ outcome: 'succeeded', health: synced })));
    expect(screen.getByRole('status')).toHaveTextContent('Office 365 licences: Licences is synced.');
    expect(screen.getByText('None')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('announces a run that failed, in words of its kind', async () => {
    const failed = { ...licences, lastError: { ...licences.lastError!, kind: 'throttled' as const } };
    setup(ok({ items: [licences] }), () => ok({ outcome: 'failed', health: failed }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Office 365 licences: Licences failed: the service throttled the requests; the run is tried again later.',
    );
  });

  it("names a source by its ids while the deployment's plugins are unknown", async () => {
    setup(ok({ items: [licences] }), undefined, 'en', null);
    expect(await screen.findByRole('region', { name: 'subscriptions: Licences' })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    setup(fail(500));
    expect(await screen.findByText("The synced data's state could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['a customer no source serves', ok({ items: [] })],
    ['a backend without the call', fail(404)],
  ])('shows nothing for %s', async (_label, answer) => {
    const { container, calls } = setup(answer);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
