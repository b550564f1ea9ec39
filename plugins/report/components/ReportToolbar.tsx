import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import FullscreenOutlined from '@ant-design/icons/es/icons/FullscreenOutlined';
import MoreOutlined from '@ant-design/icons/es/icons/MoreOutlined';
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { lazy, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useMediaQuery, usePortalTranslation, WithAntd } from '../../../core/plugin-api';
import type { EmbedType, ExportFormat } from '../contract';
import type { EmbedHandle } from '../services/embed-port';
import { ToolbarButton } from './ToolbarButton';
import type { ToolbarNotice } from './ToolbarMessage';
import { loadToolbarDropdown, ToolbarMenuTrigger } from './ToolbarMenuTrigger';
import { ToolbarTitle } from './ToolbarTitle';
import { useCompactLabels } from './use-compact-labels';

// The export dialog, the bookmarks panel, the copy-link fallback field and the messages (antd Modal, Progress,
// Drawer, Input, Popconfirm, message) load when first needed: most report views never use them, and their
// parts were a third of the report page's script. The first pointer or focus on the toolbar's buttons starts
// loading them all, so a click seldom waits.
const loadExportDialog = () => import('./ExportDialog');
const loadBookmarksPanel = () => import('./BookmarksPanel');
const loadLinkFallbackField = () => import('./LinkFallbackField');
const loadToolbarMessage = () => import('./ToolbarMessage');
const ExportDialog = lazy(() => loadExportDialog().then((module) => ({ default: module.ExportDialog })));
const BookmarksPanel = lazy(() => loadBookmarksPanel().then((module) => ({ default: module.BookmarksPanel })));
const LinkFallbackField = lazy(loadLinkFallbackField);
const ToolbarMessage = lazy(loadToolbarMessage);

let preloaded = false;
function preloadLazyParts(): void {
  if (preloaded) return;
  preloaded = true;
  // A failed preload is left alone: the part's own import, when it is shown, fails or succeeds where it is seen.
  for (const load of [
    loadExportDialog,
    loadBookmarksPanel,
    loadLinkFallbackField,
    loadToolbarMessage,
    loadToolbarDropdown,
  ])
    void load().catch(() => undefined);
}

/**
 * One boundary per lazy part, in the portal's antd scope (the bar itself uses no antd, so antd loads with the
 * first part shown), showing nothing while it loads: the parts are dialogs, a drawer, messages and a field
 * below the bar, so nothing shifts; and a part that loads never hides or remounts another that is open (a
 * shared boundary hid the open bookmarks panel while the export dialog loaded).
 */
function LazyPart({ children }: { children: ReactNode }) {
  return <WithAntd fallback={null}>{children}</WithAntd>;
}

/** At this width and below the toolbar keeps Copy link and puts its other buttons in a "More" menu. */
export const TOOLBAR_NARROW_QUERY = '(max-width: 575px)';

export interface ReportToolbarProps {
  /** The report action (its exports and bookmarks are the user's own, per action). */
  actionId: number;
  /** The item's name (the action's title). */
  title: string;
  kind: EmbedType;
  /** The embed's handle; null while nothing is embedded (the buttons are disabled then). */
  handle: EmbedHandle | null;
  /** The absolute link to the item and its current page. */
  link: string;
  /** Loads the item again with its initial filters, on the page the user is on. */
  onResetFilters: () => Promise<void>;
  /** The clipboard; defaults to navigator.clipboard (absent on plain http and in some browsers). */
  clipboard?: Pick<Clipboard, 'writeText'> | null;
}

type Command = 'fullscreen' | 'print' | 'refresh' | 'resetFilters';

const ICONS: Record<Command, ReactNode> = {
  fullscreen: <FullscreenOutlined />,
  print: <PrinterOutlined />,
  refresh: <ReloadOutlined />,
  resetFilters: <FilterOutlined />,
};

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The viewer's toolbar: the item's title, full screen, print, refresh, reset filters, export to PDF or
 * PowerPoint, personal bookmarks and copy link.
 */
export function ReportToolbar({ actionId, title, kind, handle, link, onResetFilters, clipboard }: ReportToolbarProps) {
  const { t, i18n } = usePortalTranslation('report');
  const narrow = useMediaQuery(TOOLBAR_NARROW_QUERY);
  const barRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLDivElement>(null);
  const labelLevel = useCompactLabels(barRef, titleRef, i18n.language);
  // Icons only: on a phone (with the More menu) and where the measured room is too small for labels; the
  // commands lose their labels first.
  const commandIconsOnly = narrow || labelLevel >= 1;
  const iconsOnly = narrow || labelLevel >= 2;
  // A new object per notice: the same text told twice shows twice.
  const [notice, setNotice] = useState<ToolbarNotice | null>(null);
  const [fallback, setFallback] = useState(false);
  // antd's messages are not announced: a polite live region says the same to screen readers.
  const [announcement, setAnnouncement] = useState('');
  const tell = (kind: 'success' | 'error', text: string) => {
    setAnnouncement(text);
    setNotice({ kind, text });
  };
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [bookmarksOpen, setBookmarksOpen] = useState(false);
  // Once opened they stay mounted, so closing animates and a reopened panel keeps its state.
  const [exportUsed, setExportUsed] = useState(false);
  const [bookmarksUsed, setBookmarksUsed] = useState(false);
  if (exporting !== null && !exportUsed) setExportUsed(true);
  if (bookmarksOpen && !bookmarksUsed) setBookmarksUsed(true);
  // Export and bookmarks need a report's state: not for dashboards, tiles or a single visual.
  const personal = kind === 'report';

  const commands: Command[] =
    kind === 'report' ? ['fullscreen', 'print', 'refresh', 'resetFilters'] : ['fullscreen', 'refresh'];

  const run = async (command: Command) => {
    if (!handle) return;
    try {
      if (command === 'fullscreen') handle.fullscreen();
      else if (command === 'print') await handle.print();
      else if (command === 'refresh') await handle.refresh();
      else await onResetFilters();
    } catch {
      tell('error', t(`toolbar.failed.${command}`));
    }
  };

  const copyLink = async () => {
    const target =
      clipboard === undefined ? (typeof navigator !== 'undefined' ? navigator.clipboard : null) : clipboard;
    try {
      if (!target) throw new Error('no clipboard');
      await target.writeText(link);
      setFallback(false);
      tell('success', t('toolbar.copied'));
    } catch {
      setFallback(true);
    }
  };

  // Browsers leave full screen on Escape themselves; where focus stayed on the toolbar and the browser has no
  // such handling (kiosk and headless browsers), Escape leaves it here.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const label = (command: Command) => t(`toolbar.${command}`);
  // Icon-only buttons name themselves in the browser's own tooltip (antd's Tooltip would bring its popup
  // library onto every report page).
  const button = (command: Command) => (
    <ToolbarButton
      key={command}
      icon={ICONS[command]}
      aria-label={label(command)}
      title={commandIconsOnly ? label(command) : undefined}
      disabled={!handle}
      onClick={() => void run(command)}
    >
      {commandIconsOnly ? null : label(command)}
    </ToolbarButton>
  );

  return (
    <div
      className="report-toolbar"
      style={{ flex: '0 0 auto', padding: '4px 12px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      {notice ? (
        <LazyPart>
          <ToolbarMessage notice={notice} />
        </LazyPart>
      ) : null}
      <div className="report-toolbar__status" aria-live="polite" aria-atomic="true" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
      <div
        className="report-toolbar__bar"
        ref={barRef}
        style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}
      >
        <div ref={titleRef} style={{ flex: '1 1 auto', minWidth: 0 }}>
          <ToolbarTitle title={title} />
        </div>
        <div
          className="report-toolbar__buttons"
          role="group"
          aria-label={t('toolbar.label')}
          onPointerOver={preloadLazyParts}
          onFocus={preloadLazyParts}
          style={{ display: 'flex', alignItems: 'center', gap: 4, flex: '0 0 auto' }}
        >
          {narrow ? null : commands.map(button)}
          {!narrow && personal ? (
            <>
              <ToolbarMenuTrigger
                disabled={!handle}
                menu={{
                  items: [
                    { key: 'PDF', label: t('toolbar.exportPdf') },
                    { key: 'PPTX', label: t('toolbar.exportPptx') },
                  ],
                  onClick: ({ key }) => setExporting(key as ExportFormat),
                }}
                button={(props) => (
                  <ToolbarButton
                    {...props}
                    icon={<DownloadOutlined />}
                    disabled={!handle}
                    aria-label={t('toolbar.export')}
                    title={iconsOnly ? t('toolbar.export') : undefined}
                  >
                    {iconsOnly ? (
                      <DownOutlined style={{ fontSize: 10 }} />
                    ) : (
                      <>
                        {t('toolbar.export')} <DownOutlined style={{ fontSize: 10 }} />
                      </>
                    )}
                  </ToolbarButton>
                )}
              />
              <ToolbarButton
                icon={<BookOutlined />}
                disabled={!handle}
                aria-label={t('toolbar.bookmarks')}
                title={iconsOnly ? t('toolbar.bookmarks') : undefined}
                onClick={() => setBookmarksOpen(true)}
              >
                {iconsOnly ? null : t('toolbar.bookmarks')}
              </ToolbarButton>
            </>
          ) : null}
          <ToolbarButton
            icon={<CopyOutlined />}
            aria-label={t('toolbar.copyLink')}
            title={iconsOnly ? t('toolbar.copyLink') : undefined}
            onClick={() => void copyLink()}
          >
            {iconsOnly ? null : t('toolbar.copyLink')}
          </ToolbarButton>
          {narrow ? (
            <ToolbarMenuTrigger
              menu={{
                items: [
                  ...commands.map((command) => ({
                    key: command,
                    icon: ICONS[command],
                    label: label(command),
                    disabled: !handle,
                  })),
                  ...(personal
                    ? [
                        {
                          key: 'export:PDF',
                          icon: <DownloadOutlined />,
                          label: t('toolbar.exportPdf'),
                          disabled: !handle,
                        },
                        {
                          key: 'export:PPTX',
                          icon: <DownloadOutlined />,
                          label: t('toolbar.exportPptx'),
                          disabled: !handle,
                        },
                        { key: 'bookmarks', icon: <BookOutlined />, label: t('toolbar.bookmarks'), disabled: !handle },
                      ]
                    : []),
                ],
                onClick: ({ key }) => {
                  if (key === 'bookmarks') setBookmarksOpen(true);
                  else if (key.startsWith('export:')) setExporting(key.slice('export:'.length) as ExportFormat);
                  else void run(key as Command);
                },
              }}
              button={(props) => <ToolbarButton {...props} icon={<MoreOutlined />} aria-label={t('toolbar.more')} />}
            />
          ) : null}
        </div>
      </div>
      {personal ? (
        <>
          {exportUsed ? (
            <LazyPart>
              <ExportDialog
                actionId={actionId}
                name={title}
                handle={handle}
                format={exporting}
                onClose={() => setExporting(null)}
              />
            </LazyPart>
          ) : null}
          {bookmarksUsed ? (
            <LazyPart>
              <BookmarksPanel
                actionId={actionId}
                handle={handle}
                open={bookmarksOpen}
                onClose={() => setBookmarksOpen(false)}
                tell={tell}
              />
            </LazyPart>
          ) : null}
        </>
      ) : null}
      {fallback ? (
        <div
          className="report-toolbar__fallback"
          style={{ display: 'flex', alignItems: 'center', gap: 8, paddingTop: 4 }}
        >
          <label htmlFor="report-toolbar-link" style={{ flex: '0 0 auto' }}>
            {t('toolbar.copyFallback')}
          </label>
          <LazyPart>
            <LinkFallbackField id="report-toolbar-link" link={link} />
          </LazyPart>
        </div>
      ) : null}
    </div>
  );
}
