import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, flush, ok } from '../../../core/plugin-api/testing';
import { ReportPaths } from '../contract';
import { createHarness, renderReport, type ReportHarness } from '../testing/render-report';
import ReportView from '../views/ReportView';

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

async function shown(harness: ReportHarness, data = reportData(), language: 'en' | 'nl' = 'en') {
  const view = await renderReport(<ReportView actionId={3} data={data} />, harness, language);
  await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
  return view;
}

/** What the browser dispatches when the page's CSP refuses something (jsdom has no SecurityPolicyViolationEvent). */
function violation(
  target: EventTarget,
  fields: { effectiveDirective: string; blockedURI: string; disposition?: string },
) {
  const event = Object.assign(new Event('securitypolicyviolation', { bubbles: true, composed: true }), {
    violatedDirective: fields.effectiveDirective,
    disposition: 'enforce',
    ...fields,
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('EmbedFrame: a frame that does not finish loading', () => {
  it('shows the error card after 30 seconds without a loaded event, and "Try again" embeds anew', async () => {
    const harness = createHarness();
    await shown(harness);
    await act(() => harness.clock.advanceAsync(29_999));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => harness.clock.advanceAsync(1));
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('This report could not be shown');
    expect(card).toHaveTextContent('The report did not finish loading within 30 seconds.');
    expect(harness.port.resets).toBeGreaterThanOrEqual(1);
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(harness.port.embeds).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => harness.port.handle.emit('loaded'));
    await act(() => harness.clock.advanceAsync(60_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a frame that reports loaded in time never shows the card', async () => {
    const harness = createHarness();
    await shown(harness);
    await act(() => harness.clock.advanceAsync(10_000));
    act(() => harness.port.handle.emit('loaded'));
    await act(() => harness.clock.advanceAsync(5 * 60_000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("takes the report's own loadTimeoutSeconds, in Dutch too", async () => {
    const harness = createHarness();
    await shown(harness, reportData({ loadTimeoutSeconds: 5 }), 'nl');
    await act(() => harness.clock.advanceAsync(5_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het rapport is niet binnen 5 seconden geladen.');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it.each([[0], [-1], ['10'], [601]])('ignores an unusable loadTimeoutSeconds (%j): 30 seconds', async (value) => {
    const harness = createHarness();
    await shown(harness, reportData({ loadTimeoutSeconds: value }));
    await act(() => harness.clock.advanceAsync(29_000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => harness.clock.advanceAsync(1_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('within 30 seconds');
  });
});

describe('EmbedFrame: busy until drawn', () => {
  const frame = () => document.querySelector('.report-embed__frame')!;

  it("a report's region is busy until it is rendered, not only loaded (the loading overlay goes at loaded)", async () => {
    const harness = createHarness();
    await shown(harness);
    expect(frame()).toHaveAttribute('aria-busy', 'true');
    act(() => harness.port.handle.emit('loaded'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(frame()).toHaveAttribute('aria-busy', 'true');
    act(() => harness.port.handle.emit('rendered'));
    expect(frame()).toHaveAttribute('aria-busy', 'false');
  });

  it('a dashboard, which raises no rendered, is done at loaded', async () => {
    const harness = createHarness();
    await shown(
      harness,
      reportData({ embedType: 'dashboard', embedUrl: 'https://app.powerbi.com/dashboardEmbed?dashboardId=d1' }),
    );
    act(() => harness.port.handle.emit('loaded'));
    expect(frame()).toHaveAttribute('aria-busy', 'false');
  });

  it('a failure ends the wait too', async () => {
    const harness = createHarness();
    await shown(harness, reportData({ loadTimeoutSeconds: 5 }));
    await act(() => harness.clock.advanceAsync(5_000));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(frame()).toHaveAttribute('aria-busy', 'false');
  });
});

describe('EmbedFrame: a frame the page security policy blocks', () => {
  it('shows a localized error naming the blocked address, with retry', async () => {
    const harness = createHarness();
    const view = await shown(harness);
    const frame = view.container.querySelector('.report-embed__frame iframe') as HTMLIFrameElement;
    frame.src = 'https://app.powerbi.com/reportEmbed?reportId=r1';
    violation(frame, {
      effectiveDirective: 'frame-src',
      blockedURI: 'https://app.powerbi.com/reportEmbed?reportId=r1',
    });
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent("Your browser blocked the report's frame from https://app.powerbi.com");
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(harness.port.embeds).toHaveLength(2));
  });

  it('recognizes the refusal by the address when the browser reports it on the document', async () => {
    const harness = createHarness();
    const view = await shown(harness, reportData(), 'nl');
    (view.container.querySelector('.report-embed__frame iframe') as HTMLIFrameElement).src =
      'http://localhost:8080/emulator/reportEmbed?x=1';
    violation(document, { effectiveDirective: 'frame-src', blockedURI: 'http://localhost:8080/emulator/reportEmbed' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uw browser heeft het rapportvenster van http://localhost:8080 geblokkeerd',
    );
  });

  it.each([
    ['another directive', { effectiveDirective: 'img-src', blockedURI: 'https://app.powerbi.com/x.png' }],
    ['another address', { effectiveDirective: 'frame-src', blockedURI: 'https://elsewhere.example/' }],
    [
      'a report-only policy',
      { effectiveDirective: 'frame-src', blockedURI: 'https://app.powerbi.com/reportEmbed', disposition: 'report' },
    ],
  ])('ignores %s', async (_label, fields) => {
    const harness = createHarness();
    const view = await shown(harness);
    (view.container.querySelector('.report-embed__frame iframe') as HTMLIFrameElement).src =
      'https://app.powerbi.com/reportEmbed?reportId=r1';
    violation(document, fields);
    await act(flush);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('EmbedFrame: the token call fails (plugin calls explain themselves like the portal)', () => {
  const expire = async (harness: ReportHarness) => {
    await act(async () => {
      harness.port.handle.emit('error', { message: 'TokenExpired', level: 6 });
      await flush();
    });
  };

  it('401: the session expired; the card links to sign in again instead of a retry that cannot work', async () => {
    window.history.pushState(null, '', '/action/3?embed=true');
    const harness = createHarness();
    harness.replies.set(ReportPaths.refreshEmbedToken(3), fail(401, 'Not signed in.'));
    await shown(harness);
    await expire(harness);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('A new access key for this report could not be fetched.');
    expect(card).toHaveTextContent('Your session has expired.');
    // Back to the page the reader is on after signing in.
    expect(within(card).getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/account/login?returnUrl=%2Faction%2F3%3Fembed%3Dtrue',
    );
    expect(within(card).queryByRole('button')).toBeNull();
    window.history.pushState(null, '', '/');
  });

  it('404: the report is gone; the card links home', async () => {
    const harness = createHarness();
    harness.replies.set(ReportPaths.refreshEmbedToken(3), fail(404, 'gone'));
    await shown(harness, reportData(), 'nl');
    await expire(harness);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Niet gevonden.');
    expect(within(card).getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
  });

  it('503: "Try again" fetches a token again and embeds with it', async () => {
    const harness = createHarness();
    harness.replies.set(ReportPaths.refreshEmbedToken(3), fail(503, 'busy'));
    await shown(harness);
    await expire(harness);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('The server could not be reached or had a problem.');
    harness.replies.set(ReportPaths.refreshEmbedToken(3), ok({ embedToken: 'tok-back' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(harness.port.embeds).toHaveLength(2));
    expect(harness.port.embeds[1]).toMatchObject({ accessToken: 'tok-back' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a retry whose token call is refused (403) shows that, not an embed with the stale token', async () => {
    const harness = createHarness();
    await shown(harness);
    act(() =>
      harness.port.handle.emit('error', { message: 'LoadReportFailed', detailedMessage: 'Report not found', level: 6 }),
    );
    const card = await screen.findByRole('alert');
    harness.replies.set(ReportPaths.refreshEmbedToken(3), fail(403, 'no'));
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No access.')).toBeInTheDocument();
    expect(harness.port.embeds).toHaveLength(1);
  });
});

describe('EmbedFrame: leaving the item (a report switch)', () => {
  it('removes every handler it registered and resets its element', async () => {
    const harness = createHarness();
    const view = await shown(harness);
    expect([...harness.port.handle.handlers.keys()]).toEqual(
      expect.arrayContaining(['loaded', 'rendered', 'pageChanged', 'error', 'dataSelected']),
    );
    view.unmount();
    expect([...harness.port.handle.handlers.keys()]).toEqual([]);
    expect(harness.port.resets).toBe(1);
  });

  it("a retry removes the failed attempt's handlers before it registers its own", async () => {
    const harness = createHarness();
    await shown(harness);
    await act(() => harness.clock.advanceAsync(30_000));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(harness.port.embeds).toHaveLength(2));
    expect(harness.port.handle.handlers.get('loaded')).toHaveLength(1);
  });
});
