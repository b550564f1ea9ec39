import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordTypeInfo } from '../../../../core/contract';
import { HttpClient, type HttpResult, type Token } from '../../../../core/plugin-api';
import { fakeHttp, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import plugin from '../../index';
import RecordsView from './RecordsView';

jest.setTimeout(60_000);

const contracts: RecordTypeInfo = {
  plugin: 'contracts',
  type: 'contracts',
  label: { en: 'Contracts', nl: 'Contracten' },
  fields: [
    {
      name: 'documentName',
      label: { en: 'Document name', nl: 'Documentnaam' },
      kind: 'text',
      required: true,
      listed: true,
      maxLength: 200,
    },
    { name: 'signedOn', label: { en: 'Signed on', nl: 'Getekend op' }, kind: 'date', required: true, listed: true },
    { name: 'autoRenews', label: { en: 'Renews', nl: 'Verlengt' }, kind: 'boolean', required: false, listed: false },
    {
      name: 'document',
      label: { en: 'Signed document', nl: 'Getekend document' },
      kind: 'file',
      required: false,
      listed: true,
      accept: ['application/pdf'],
    },
  ],
};
const base = '/api/admin/records/contracts/contracts/contoso';
const stored = {
  providerId: 'C-1',
  documentName: 'Workplace 2026',
  signedOn: '2026-01-05',
  autoRenews: true,
  document: { fileName: 'signed.pdf', size: 1200 },
};
const refusedBody = {
  statusCode: 422,
  error: 'Unprocessable Entity',
  message: 'The file was refused',
  applied: false,
  created: 0,
  updated: 0,
  unchanged: 0,
  refused: [{ line: 3, field: 'signedOn', reason: { en: 'Not a date (YYYY-MM-DD).', nl: 'Geen datum (JJJJ-MM-DD).' } }],
};

function setup(answer: (method: string, path: string, body: unknown) => HttpResult<unknown> | undefined) {
  const { http, calls } = fakeHttp((method, path, body) => {
    const own = answer(method, path, body);
    if (own) return own;
    if (path === '/api/admin/records') return ok([contracts]);
    if (path.startsWith('/api/admin/customers'))
      return ok({
        items: [{ id: 'contoso', name: 'Contoso', deactivatedAt: null, userCount: 3 }],
        total: 1,
        page: 1,
        pageSize: 20,
      });
    if (method === 'GET' && path === base) return ok({ items: [stored] });
    return undefined as never;
  });
  renderWithServices(<RecordsView />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
    language: 'nl',
  });
  return { calls, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Klant' }));
  await user.click(await screen.findByTitle('Contoso (contoso)'));
  await user.click(screen.getByRole('combobox', { name: 'Soort record' }));
  await user.click(await screen.findByTitle('Contracten'));
}

describe('RecordsView', () => {
  it("lists a customer's records from the type's declaration and checks a new one before sending it", async () => {
    const { calls, user } = setup((method, path) =>
      method === 'POST' && path === base ? ok({ ...stored, providerId: 'C-2', document: null }, 201) : undefined,
    );
    await choose(user);
    const row = (await screen.findByText('Workplace 2026')).closest('tr')!;
    expect(within(row).getByText('signed.pdf')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Getekend op' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record toevoegen' }));
    await user.type(screen.getByLabelText('Getekend op *'), '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const idField = screen.getByLabelText('Uw id *');
    expect(idField).toHaveAccessibleDescription(expect.stringContaining('Een waarde is verplicht.'));
    expect(screen.getByLabelText('Documentnaam *')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(idField, 'C-2');
    await user.type(screen.getByLabelText('Documentnaam *'), 'Backup');
    await user.clear(screen.getByLabelText('Getekend op *'));
    await user.type(screen.getByLabelText('Getekend op *'), '2026-02-03');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        providerId: 'C-2',
        documentName: 'Backup',
        signedOn: '2026-02-03',
        autoRenews: false,
      }),
    );
    expect(await screen.findByText('Record C-2 opgeslagen.')).toBeInTheDocument();
  });

  it('shows the refused lines of an import in the screen language, and keeps the chosen file', async () => {
    const { user } = setup((method, path) =>
      method === 'POST' && path === `${base}/import`
        ? { ok: false, status: 422, reason: 'http', message: refusedBody.message, body: refusedBody }
        : undefined,
    );
    await choose(user);
    await screen.findByText('Workplace 2026');
    expect(screen.getByRole('link', { name: 'CSV exporteren' })).toHaveAttribute('href', `${base}/export?format=csv`);
    const file = new File(['providerId,documentName,signedOn\nC-9,X,2026-13-01\n'], 'contracts.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Te importeren bestand (.csv of .json)'), file);
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    expect(await screen.findByText(/Het bestand is geweigerd/)).toBeInTheDocument();
    const refusal = screen.getByText('Geen datum (JJJJ-MM-DD).').closest('tr')!;
    expect(within(refusal).getByText('3')).toBeInTheDocument();
    expect(within(refusal).getByText('Getekend op')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importeren' })).toBeEnabled();
  });

  it('shows how many records a replacing import deletes before it changes anything, then imports on confirming', async () => {
    const counts = { created: 1, updated: 0, unchanged: 1, removed: 2, refused: [] };
    const { calls, user } = setup((method, path) => {
      if (method !== 'POST') return undefined;
      if (path === `${base}/import?mode=replace&preview=true`) return ok({ applied: false, ...counts });
      return path === `${base}/import?mode=replace` ? ok({ applied: true, ...counts }) : undefined;
    });
    await choose(user);
    await screen.findByText('Workplace 2026');
    await user.upload(
      screen.getByLabelText('Te importeren bestand (.csv of .json)'),
      new File(['providerId,documentName,signedOn\nC-1,Workplace 2026,2026-01-05\n'], 'contracts.csv'),
    );
    const replace = screen.getByRole('checkbox', { name: /Ook de records van dit soort verwijderen/ });
    expect(replace).toHaveAccessibleDescription(expect.stringContaining('Records zonder uw id'));
    await user.click(replace);
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importeren en records verwijderen?' });
    expect(dialog).toHaveTextContent('Hij verwijdert 2 records van deze klant die niet in het bestand staan.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${base}/import?mode=replace&preview=true`,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Importeren en 2 verwijderen' }));
    expect(
      await screen.findByText('Geïmporteerd: 1 nieuw, 0 gewijzigd, 1 ongewijzigd, 2 verwijderd.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${base}/import?mode=replace&preview=true`,
      `${base}/import?mode=replace`,
    ]);
  });
});
