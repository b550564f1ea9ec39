import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, flush, ok } from '../../../core/plugin-api/testing';
import { createHarness, renderReport } from '../testing/render-report';
import { FakeHandle } from '../testing/fake-embed-port';
import { ExportDialog } from './ExportDialog';

const JOB = '0b8f7d0e-8c7b-4c3a-9d55-2b1f8e6a4c10';

function setup(answers: { start: HttpResult<unknown>; polls?: HttpResult<unknown>[] }) {
  const harness = createHarness();
  const polls = [...(answers.polls ?? [])];
  const { http, calls } = fakeHttp((method, path) => {
    if (method === 'POST' && path === '/api/report/exports/3') return answers.start;
    if (method === 'GET' && path === `/api/report/exports/3/${JOB}`) return polls.shift() ?? fail(500);
    return fail(404);
  });
  harness.http = http;
  const handle = new FakeHandle();
  const downloads: string[] = [];
  const closes: number[] = [];
  return { harness, calls, handle, downloads, closes };
}

const job = (status: string, percentComplete: number) => ok({ id: JOB, format: 'PDF', status, percentComplete });

describe('ExportDialog', () => {
  it('exports with the captured state, shows the progress and downloads the file when it is ready', async () => {
    const { harness, calls, handle, downloads } = setup({
      start: job('NotStarted', 0),
      polls: [job('Running', 40), job('Succeeded', 100)],
    });
    handle.state = 'captured-state';
    await renderReport(
      <ExportDialog
        actionId={3}
        name="Service overview"
        handle={handle}
        format="PDF"
        onClose={() => undefined}
        download={(url) => downloads.push(url)}
      />,
      harness,
    );
    expect(screen.getByRole('dialog', { name: 'Export to PDF' })).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/report/exports/3',
      body: { format: 'PDF', state: 'captured-state' },
    });
    await act(async () => {
      harness.clock.advance(1_000);
      await flush();
    });
    expect(screen.getByText('Exporting “Service overview”: 40% done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '40');
    await act(async () => {
      harness.clock.advance(1_000);
      await flush();
    });
    expect(screen.getByText('“Service overview” is ready. The download has started.')).toBeInTheDocument();
    expect(downloads).toEqual([`/api/report/exports/3/${JOB}/file`]);
    await userEvent.click(screen.getByRole('button', { name: 'Download again' }));
    expect(downloads).toHaveLength(2);
    expect(harness.clock.activeTimers).toBe(0);
  });

  it('exports as saved when the state cannot be captured, and says so', async () => {
    const { harness, calls, handle } = setup({ start: job('NotStarted', 0) });
    handle.state = new Error('not loaded');
    await renderReport(
      <ExportDialog
        actionId={3}
        name="R"
        handle={handle}
        format="PPTX"
        onClose={() => undefined}
        download={() => undefined}
      />,
      harness,
      'nl',
    );
    expect(screen.getByRole('dialog', { name: 'Exporteren naar PowerPoint' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ format: 'PPTX' });
    expect(
      screen.getByText(
        'De huidige filters konden niet worden gelezen; het rapport wordt geëxporteerd zoals het is opgeslagen.',
      ),
    ).toBeInTheDocument();
  });

  it('says when Power BI failed the export and tries again on request', async () => {
    const { harness, calls, handle } = setup({ start: job('NotStarted', 0), polls: [job('Failed', 0)] });
    await renderReport(
      <ExportDialog
        actionId={3}
        name="R"
        handle={handle}
        format="PDF"
        onClose={() => undefined}
        download={() => undefined}
      />,
      harness,
    );
    await act(async () => {
      harness.clock.advance(1_000);
      await flush();
    });
    expect(screen.getByText('Power BI could not export this report.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(flush);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('offers to sign in again when the session ended, and a retry when too many exports were started', async () => {
    const expired = setup({ start: fail(401, 'Not signed in.') });
    const view = await renderReport(
      <ExportDialog
        actionId={3}
        name="R"
        handle={expired.handle}
        format="PDF"
        onClose={() => undefined}
        download={() => undefined}
      />,
      expired.harness,
    );
    expect(
      screen.getByText('Your session has expired. Sign in again, then start the export again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      expect.stringContaining('/account/login'),
    );
    view.unmount();
    const busy = setup({ start: fail(429, 'Too many') });
    await renderReport(
      <ExportDialog
        actionId={3}
        name="R"
        handle={busy.handle}
        format="PDF"
        onClose={() => undefined}
        download={() => undefined}
      />,
      busy.harness,
    );
    expect(screen.getByText('You started several exports in a short time. Try again in a minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps polling through a passing failure and stops when closed', async () => {
    const { harness, handle } = setup({ start: job('Running', 10), polls: [fail(503), job('Running', 60)] });
    const closes: number[] = [];
    const view = await renderReport(
      <ExportDialog
        actionId={3}
        name="R"
        handle={handle}
        format="PDF"
        onClose={() => closes.push(1)}
        download={() => undefined}
      />,
      harness,
    );
    await act(async () => {
      harness.clock.advance(1_000);
      await flush();
    });
    await act(async () => {
      harness.clock.advance(1_000);
      await flush();
    });
    expect(screen.getByText('Exporting “R”: 60% done')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closes).toEqual([1]);
    view.rerender(<></>);
    await act(flush);
  });
});
