import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHarness, renderReport } from '../testing/render-report';
import { FakeHandle } from '../testing/fake-embed-port';
import { ReportToolbar, TOOLBAR_NARROW_QUERY, type ReportToolbarProps } from './ReportToolbar';

const LINK = 'http://localhost/action/3?page=sla';

async function renderToolbar(props: Partial<ReportToolbarProps> = {}, language: 'en' | 'nl' = 'en') {
  const handle = new FakeHandle();
  const resets: number[] = [];
  const onResetFilters = async () => {
    resets.push(1);
  };
  await renderReport(
    <ReportToolbar
      actionId={3}
      title="Service overview"
      kind="report"
      handle={handle}
      link={LINK}
      onResetFilters={onResetFilters}
      clipboard={null}
      {...props}
    />,
    createHarness(),
    language,
  );
  return { handle, resets };
}

describe('ReportToolbar', () => {
  it("shows the item's title as a heading and its buttons by accessible name", async () => {
    await renderToolbar();
    expect(screen.getByRole('heading', { level: 1, name: 'Service overview' })).toBeInTheDocument();
    for (const name of ['Full screen', 'Print', 'Refresh', 'Reset filters', 'Copy link']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('offers export to PDF and PowerPoint and bookmarks for a report, opening their dialog and panel', async () => {
    await renderToolbar();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    });
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Export to PDF',
      'Export to PowerPoint',
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Export to PowerPoint' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Export to PowerPoint' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: /^(Close|Cancel)$/ })[0]!);
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export to PowerPoint' })).toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bookmarks' }));
    });
    expect(await screen.findByRole('dialog', { name: 'My bookmarks' })).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    await renderToolbar({}, 'nl');
    for (const name of ['Volledig scherm', 'Afdrukken', 'Vernieuwen', 'Filters herstellen', 'Link kopiëren']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('offers full screen and refresh, not print or reset filters, for a dashboard or tile', async () => {
    await renderToolbar({ kind: 'dashboard' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bookmarks' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });

  it('runs each command from the keyboard (Tab, Enter)', async () => {
    const user = userEvent.setup();
    const { handle, resets } = await renderToolbar();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(handle.calls).toEqual(['fullscreen', 'print', 'refresh']));
    expect(resets).toEqual([1]);
  });

  it('disables the commands while nothing is embedded; Copy link still works', async () => {
    await renderToolbar({ handle: null });
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  });

  it('copies the link with the page and confirms it', async () => {
    const copied: string[] = [];
    await renderToolbar({
      clipboard: {
        writeText: async (text: string) => {
          copied.push(text);
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(document.querySelector('.report-toolbar__status')).toHaveTextContent('Link copied to the clipboard'),
    );
    await waitFor(() =>
      expect(document.querySelector('.ant-message')).toHaveTextContent('Link copied to the clipboard'),
    );
    expect(copied).toEqual([LINK]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([
    ['no clipboard', null],
    ['a refused write', { writeText: () => Promise.reject(new Error('NotAllowedError')) }],
  ])('falls back to a selected read-only field with %s', async (_case, clipboard) => {
    await renderToolbar({ clipboard });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Copy this link (Ctrl+C):' });
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field).toHaveFocus());
    expect((field as HTMLInputElement).selectionStart).toBe(0);
    expect((field as HTMLInputElement).selectionEnd).toBe(LINK.length);
  });

  it('shows a localized message when a command fails', async () => {
    const handle = new FakeHandle();
    handle.print = () => Promise.reject(new Error('refused'));
    await renderToolbar({ handle }, 'nl');
    fireEvent.click(screen.getByRole('button', { name: 'Afdrukken' }));
    await waitFor(() =>
      expect(document.querySelector('.report-toolbar__status')).toHaveTextContent(
        'Het rapport kon niet worden afgedrukt.',
      ),
    );
    await waitFor(() =>
      expect(document.querySelector('.ant-message')).toHaveTextContent('Het rapport kon niet worden afgedrukt.'),
    );
  });

  describe(`on a phone (${TOOLBAR_NARROW_QUERY})`, () => {
    const original = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        media: query,
        matches: query === TOOLBAR_NARROW_QUERY,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('keeps Copy link as an icon button and moves the other commands into "More"', async () => {
      const { handle } = await renderToolbar();
      const copy = screen.getByRole('button', { name: 'Copy link' });
      expect(copy).not.toHaveTextContent('Copy link');
      expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
      const more = screen.getByRole('button', { name: 'More' });
      await act(async () => {
        fireEvent.click(more);
      });
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Full screen',
        'Print',
        'Refresh',
        'Reset filters',
        'Export to PDF',
        'Export to PowerPoint',
        'Bookmarks',
      ]);
      await act(async () => {
        fireEvent.click(screen.getByRole('menuitem', { name: /Print/ }));
      });
      await waitFor(() => expect(handle.calls).toEqual(['print']));
    });
  });
});
