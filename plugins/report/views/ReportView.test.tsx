import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { flush, ok } from '../../../core/plugin-api/testing';
import { ReportPaths } from '../contract';
import { createHarness, renderReport } from '../testing/render-report';
import ReportView from './ReportView';

const reportData = (extra: Record<string, unknown> = {}) => ({
  actionType: 'report',
  embedType: 'report',
  embedId: 'r1',
  title: 'Tickets',
  accessToken: 'tok-1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r1&groupId=g1',
  expiration: null,
  ...extra,
});

describe('ReportView', () => {
  it('marks the body full-screen while shown and clears it on leave', async () => {
    const harness = createHarness();
    const view = await renderReport(<ReportView actionId={3} data={reportData()} />, harness);
    expect(document.body).toHaveClass('full-screen');
    view.unmount();
    expect(document.body).not.toHaveClass('full-screen');
  });

  it.each([
    ['development', 'ONTWIKKEL'],
    ['test', 'TEST'],
    ['acceptance', 'ACCEPTATIE'],
  ] as const)('shows the %s banner', async (type, label) => {
    await renderReport(<ReportView actionId={3} data={reportData()} />, createHarness(type));
    const banner = screen.getByRole('note');
    expect(banner).toHaveTextContent(label);
    expect(banner).toHaveClass(`environment-banner--${type}`);
  });

  it.each([['production'], [null]] as const)('shows no banner for %s', async (type) => {
    await renderReport(<ReportView actionId={3} data={reportData()} />, createHarness(type));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('bootstraps, then embeds in view mode with an accessible title', async () => {
    const harness = createHarness();
    await renderReport(<ReportView actionId={3} data={reportData()} />, harness);
    await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
    expect(harness.port.bootstraps[0]).toMatchObject({
      type: 'report',
      embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r1&groupId=g1',
    });
    expect(harness.port.embeds[0]).toMatchObject({ type: 'report', viewMode: 0, permissions: 7, accessToken: 'tok-1' });
    expect(harness.port.handle.title).toBe('Report: Tickets');
  });

  it("shows 'Error!' when the action data is not a report configuration", async () => {
    await renderReport(<ReportView actionId={3} data={{ actionType: 'claims' }} />, createHarness());
    expect(screen.getByText('Error!')).toBeInTheDocument();
  });

  it('shows a localized error card with retry for a failed embed', async () => {
    const harness = createHarness();
    harness.replies.set(ReportPaths.refreshEmbedToken(3), ok({ embedToken: 'tok-2' }));
    await renderReport(<ReportView actionId={3} data={reportData({ accessToken: '' })} />, harness, 'nl');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit rapport kan niet worden getoond');
    expect(screen.getByRole('alert')).toHaveTextContent('accessToken is required');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
    expect(harness.port.embeds[0]).toMatchObject({ accessToken: 'tok-2' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error card for a fatal error event from the frame', async () => {
    const harness = createHarness();
    await renderReport(<ReportView actionId={3} data={reportData()} />, harness);
    await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
    act(() =>
      harness.port.handle.emit('error', { message: 'LoadReportFailed', detailedMessage: 'Report not found', level: 6 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
  });

  it('recovers from TokenExpired with a fresh token, a reload and the page the user was on', async () => {
    const harness = createHarness();
    harness.replies.set(ReportPaths.refreshEmbedToken(3), ok({ embedToken: 'tok-fresh' }));
    await renderReport(<ReportView actionId={3} data={reportData()} />, harness);
    await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
    act(() => harness.port.handle.emit('pageChanged', { newPage: { name: 'ReportSection2', displayName: 'SLA' } }));
    await act(async () => {
      harness.port.handle.emit('error', { message: 'TokenExpired', level: 6 });
      await flush();
    });
    await waitFor(() => expect(harness.port.embeds).toHaveLength(2));
    expect(harness.port.embeds[1]).toMatchObject({
      accessToken: 'tok-fresh',
      pageName: 'ReportSection2',
      uniqueId: harness.port.embeds[0]!.uniqueId,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refreshes the token through the Clock and hands it to the report', async () => {
    const harness = createHarness();
    harness.replies.set(ReportPaths.refreshEmbedToken(3), ok({ embedToken: 'tok-renewed' }));
    await renderReport(
      <ReportView
        actionId={3}
        data={reportData({ expiration: new Date(harness.clock.now() + 10 * 60_000).toISOString() })}
      />,
      harness,
    );
    await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
    act(() => harness.port.handle.emit('loaded'));
    await act(() => harness.clock.advanceAsync(4 * 60_000));
    expect(harness.port.handle.tokens).toEqual([]);
    await act(() => harness.clock.advanceAsync(60_000));
    expect(harness.port.handle.tokens).toEqual(['tok-renewed']);
  });

  it('keeps one active view: a new one shuts down the earlier one and its timer', async () => {
    const harness = createHarness();
    const first = await renderReport(<ReportView actionId={3} data={reportData()} />, harness);
    await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
    act(() => harness.port.handle.emit('loaded'));
    expect(harness.clock.activeTimers).toBe(1);
    await renderReport(<ReportView actionId={4} data={reportData({ embedId: 'r2' })} />, harness);
    await waitFor(() => expect(harness.port.embeds).toHaveLength(2));
    act(() => harness.port.handle.emit('loaded'));
    expect(harness.views.count).toBe(1);
    expect(harness.clock.activeTimers).toBe(1);
    expect(first.container.querySelector('.report-embed')).toBeNull();
  });

  it('resets the frame on unmount', async () => {
    const harness = createHarness();
    const view = await renderReport(<ReportView actionId={3} data={reportData()} />, harness);
    await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
    view.unmount();
    expect(harness.port.resets).toBeGreaterThanOrEqual(1);
    expect(harness.clock.activeTimers).toBe(0);
  });

  describe('the page in the URL (?page=)', () => {
    it('opens the page the URL names; the page change replaces ?page= and is still logged', async () => {
      const harness = createHarness();
      await renderReport(
        <ReportView actionId={3} data={reportData({ pageName: 'ReportSection1' })} />,
        harness,
        'en',
        '/action/3?page=ReportSection2',
      );
      await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
      expect(harness.port.embeds[0]).toMatchObject({ pageName: 'ReportSection2' });

      act(() => harness.port.handle.emit('pageChanged', { newPage: { name: 'ReportSection3', displayName: 'Costs' } }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/action/3?page=ReportSection3'));
      await waitFor(() =>
        expect(harness.calls).toContainEqual({
          method: 'POST',
          path: ReportPaths.logPageChange(3),
          body: { Page: 'Costs' },
        }),
      );
      expect(harness.port.embeds).toHaveLength(1);
    });

    it("ignores a malformed page name (the report's own default page opens) and another item type's ?page=", async () => {
      const harness = createHarness();
      await renderReport(
        <ReportView actionId={3} data={reportData({ pageName: 'ReportSection1' })} />,
        harness,
        'en',
        '/action/3?page=%3Cscript%3E',
      );
      await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
      expect(harness.port.embeds[0]).toMatchObject({ pageName: 'ReportSection1' });

      const dashboard = createHarness();
      await renderReport(
        <ReportView actionId={5} data={reportData({ embedType: 'dashboard', dashboardId: 'd1' })} />,
        dashboard,
        'en',
        '/action/5?page=ReportSection2',
      );
      await waitFor(() => expect(dashboard.port.embeds).toHaveLength(1));
      expect(dashboard.port.embeds[0]?.pageName).toBeUndefined();
    });

    it('shows the toolbar titled with the item; Reset filters reloads on the current page', async () => {
      const harness = createHarness();
      await renderReport(<ReportView actionId={3} data={reportData()} />, harness);
      await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
      expect(screen.getByRole('heading', { name: 'Tickets' })).toBeInTheDocument();
      act(() => harness.port.handle.emit('pageChanged', { newPage: { name: 'ReportSection2', displayName: 'SLA' } }));
      fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
      await waitFor(() => expect(harness.port.handle.calls).toEqual(['reload:ReportSection2']));
    });

    it('corrects an unknown page in the URL to the page the report shows once rendered', async () => {
      const harness = createHarness();
      await renderReport(<ReportView actionId={3} data={reportData()} />, harness, 'en', '/action/3?page=NoSuchPage');
      await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
      expect(harness.port.embeds[0]).toMatchObject({ pageName: 'NoSuchPage' });
      act(() => harness.port.handle.emit('rendered'));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/action/3?page=ReportSection1'));
    });

    it('keeps the home page its address: a page change there does not navigate', async () => {
      const harness = createHarness();
      await renderReport(<ReportView actionId={3} data={reportData()} />, harness, 'en', '/');
      await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
      act(() => harness.port.handle.emit('pageChanged', { newPage: { name: 'ReportSection2', displayName: 'SLA' } }));
      await act(flush);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    });
  });
});
