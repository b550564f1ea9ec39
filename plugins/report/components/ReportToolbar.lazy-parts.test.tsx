import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createHarness, renderReport } from '../testing/render-report';
import { FakeHandle } from '../testing/fake-embed-port';
import { ReportToolbar } from './ReportToolbar';

/**
 * Its own file: the toolbar's lazy parts load once per module registry, and this test needs them not loaded
 * yet, so that one of them suspends while the other is open.
 */
describe('ReportToolbar: a lazy part that loads', () => {
  it('leaves an open panel mounted and shown while a sibling loads', async () => {
    await renderReport(
      <ReportToolbar
        actionId={3}
        title="Service overview"
        kind="report"
        handle={new FakeHandle()}
        link="http://localhost/action/3"
        onResetFilters={async () => undefined}
        clipboard={null}
      />,
      createHarness(),
      'en',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bookmarks' }));
    });
    const panel = await screen.findByRole('dialog', { name: 'My bookmarks' });
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) removed.push(...[...record.removedNodes].filter((node) => node.contains(panel)));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const hidden: boolean[] = [];
    const style = new MutationObserver(() => {
      for (let node: HTMLElement | null = panel; node; node = node.parentElement) {
        if (node.style.display === 'none') hidden.push(true);
      }
    });
    style.observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true });

    // The export's dialog loads for the first time (the menu's click, as a script would; the panel stays open).
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Export to PDF' }));
    });
    // By class: the test set-up gives every dialog the same id, so accessible names collide.
    await waitFor(() => expect(document.querySelector('.ant-modal')).toHaveTextContent('Export to PDF'));
    observer.disconnect();
    style.disconnect();

    expect(removed).toEqual([]);
    expect(hidden).toEqual([]);
    expect(panel.isConnected).toBe(true);
    expect(document.querySelector('.report-bookmarks')).toBe(panel);
  });
});
