import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, localeKeys, ok, renderView } from '../../../core/plugin-api/testing';
import { FilesPaths } from '../contract';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import plugin from '../index';
import FilesView from './FilesView';

const files = [
  {
    id: 1,
    title: 'Service agreement',
    fileName: 'sa.pdf',
    type: 'pdf',
    contentType: 'application/pdf',
    size: 2048,
    scanStatus: 'clean',
    uploadedAt: '2026-10-01T10:00:00Z',
  },
  {
    id: '2',
    title: 'Invoice',
    fileName: 'invoice.txt',
    type: 'txt',
    contentType: 'text/plain',
    size: 68,
    scanStatus: 'infected',
    uploadedAt: '2026-11-01T10:00:00Z',
  },
];
const rules = { maxBytes: 1024, extensions: ['pdf', 'txt'] };

describe('FilesView', () => {
  it('lists the files newest first with the scan status in words, and a download only for a clean file', async () => {
    const { http } = fakeHttp((_m, path) => ok(path === FilesPaths.list ? files : rules));
    renderView(plugin, FilesView, { actionType: 'files' }, { services: new Map([[HttpClient, http]]) });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('Invoice')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Infected: quarantined')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('link')).toBeNull();
    expect(within(rows[2]).getByRole('link', { name: 'Download Service agreement' })).toHaveAttribute(
      'href',
      '/api/files/1/content',
    );
    expect(screen.getByText(/At most 1 kB\. Accepted types: PDF, TXT/)).toBeInTheDocument();
  });

  it('refuses a too large or wrongly typed file in the browser and keeps it selected', async () => {
    const { http, calls } = fakeHttp((_m, path) => ok(path === FilesPaths.list ? [] : rules));
    renderView(plugin, FilesView, { actionType: 'files' }, { services: new Map([[HttpClient, http]]) });
    // The hidden native picker is opened by our button; a person never points at it.
    const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
    expect(await screen.findByText('No files yet. Upload the first one above.')).toBeInTheDocument();
    const input = screen.getByLabelText('File') as HTMLInputElement;
    await user.upload(input, new File(['x'.repeat(2000)], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is 2 kB; files can be at most 1 kB.');
    expect(input.files?.[0]?.name).toBe('big.pdf');
    expect(screen.getByText('big.pdf (2 kB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload/ })).toBeDisabled();
    await user.upload(input, new File(['MZ'], 'setup.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Files of this type are not accepted. Accepted types: PDF, TXT.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says when the list failed and loads it again on request, in Dutch', async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { http } = fakeHttp((_m, path) => (path === FilesPaths.list ? answer : ok(rules)));
    renderView(plugin, FilesView, { actionType: 'files' }, { services: new Map([[HttpClient, http]]), language: 'nl' });
    expect(await screen.findByText('Uw bestanden konden niet worden geladen.')).toBeInTheDocument();
    answer = ok([]);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Nog geen bestanden. Upload hierboven het eerste.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mijn bestanden' })).toBeInTheDocument();
  });

  const GiB = 1024 ** 3;
  const usage = {
    customer: { usedBytes: 1.2 * GiB, limitBytes: 5 * GiB },
    user: { usedBytes: 300 * 1024, limitBytes: GiB },
  };
  const deletable = [
    { ...files[0], deletable: true },
    { ...files[1], deletable: false },
  ];

  it('shows the storage used against the quota, and refuses a file that does not fit while keeping it chosen', async () => {
    const full = { ...usage, customer: { usedBytes: 5 * GiB - 1000, limitBytes: 5 * GiB } };
    const { http, calls } = fakeHttp((_m, path) =>
      ok(path === FilesPaths.list ? [] : path === FilesPaths.usage ? full : rules),
    );
    renderView(plugin, FilesView, { actionType: 'files' }, { services: new Map([[HttpClient, http]]) });
    expect(await screen.findByText('Your organisation uses 5 GB of 5 GB.')).toBeInTheDocument();
    expect(screen.getByText('Your own uploads: 300 kB of 1 GB.')).toBeInTheDocument();
    const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
    const input = screen.getByLabelText('File') as HTMLInputElement;
    await user.upload(input, new File(['x'.repeat(1001)], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your organisation's storage is full: 5 GB of 5 GB is used and this file (1,001 B) does not fit. Delete files you no longer need, or ask your provider for more space.",
    );
    expect(screen.getByText('notes.txt (1,001 B)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload/ })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('deletes a file after a confirmation, offered only where the reader may delete it', async () => {
    const { http, calls } = fakeHttp((method, path) =>
      method === 'DELETE'
        ? ok(undefined, 204)
        : ok(path === FilesPaths.list ? deletable : path === FilesPaths.usage ? usage : rules),
    );
    renderView(plugin, FilesView, { actionType: 'files' }, { services: new Map([[HttpClient, http]]) });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).queryByRole('button', { name: /Delete/ })).toBeNull();
    await userEvent.click(within(rows[2]).getByRole('button', { name: 'Delete Service agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Service agreement"?' });
    expect(dialog).toHaveTextContent(
      'The file is deleted for everyone in your organisation and its space is freed. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(rows[2]).getByRole('button', { name: 'Delete Service agreement' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Service agreement')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([FilesPaths.file('1')]);
  });

  it('says in the dialog, in Dutch, when the server refuses the deletion, and keeps the file', async () => {
    const { http } = fakeHttp((method, path) =>
      method === 'DELETE'
        ? fail(403, 'Only the person who uploaded this file')
        : ok(path === FilesPaths.list ? deletable : path === FilesPaths.usage ? usage : rules),
    );
    renderView(plugin, FilesView, { actionType: 'files' }, { services: new Map([[HttpClient, http]]), language: 'nl' });
    expect(await screen.findByText('Uw organisatie gebruikt 1,2 GB van 5 GB.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Service agreement verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: '"Service agreement" verwijderen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"Service agreement" kon niet worden verwijderd.',
    );
    expect(screen.getAllByText('Service agreement').length).toBeGreaterThan(0);
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
