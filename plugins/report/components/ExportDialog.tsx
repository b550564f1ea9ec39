import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import { useEffect, useRef, useState } from 'react';
import {
  Clock,
  currentPagePath,
  HttpClient,
  signInAgainHref,
  usePortalTranslation,
  useService,
} from '../../../core/plugin-api';
import type { ExportFormat } from '../contract';
import type { EmbedHandle } from '../services/embed-port';
import { downloadFile, ReportExport, type ExportProgress } from '../services/report-export';

export interface ExportDialogProps {
  actionId: number;
  /** The report's name, shown while it exports. */
  name: string;
  handle: EmbedHandle | null;
  /** The format to export to; null closes the dialog. */
  format: ExportFormat | null;
  onClose(): void;
  /** Starts the browser's download (tests replace it). */
  download?: (url: string) => void;
}

/**
 * Export to PDF or PowerPoint: captures the report's current state, starts the export on the portal, shows
 * its progress, and downloads the file when it is ready (with a button to download it again). Failures say
 * what happened and offer a way forward: try again, or sign in again when the session ended.
 */
export function ExportDialog({ actionId, name, handle, format, onClose, download = downloadFile }: ExportDialogProps) {
  const { t } = usePortalTranslation('report');
  const http = useService(HttpClient);
  const clock = useService(Clock);
  const [progress, setProgress] = useState<ExportProgress>({ phase: 'starting' });
  const [stateMissing, setStateMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<ReportExport | null>(null);

  useEffect(() => {
    if (!format) return undefined;
    let live = true;
    setProgress({ phase: 'starting' });
    setStateMissing(false);
    void (async () => {
      let state: string | undefined;
      try {
        state = handle ? await handle.captureState() : undefined;
      } catch {
        state = undefined;
      }
      if (!live) return;
      setStateMissing(state === undefined);
      const run = new ReportExport({
        http,
        clock,
        actionId,
        format,
        state,
        onProgress: (next) => {
          if (!live) return;
          setProgress(next);
          if (next.phase === 'done') download(next.fileUrl);
        },
      });
      current.current = run;
      await run.start();
    })();
    return () => {
      live = false;
      current.current?.cancel();
      current.current = null;
    };
  }, [format, attempt, actionId, handle, http, clock, download]);

  if (!format) return null;
  const formatName = t(`export.formats.${format}`);
  const running = progress.phase === 'starting' || progress.phase === 'running';
  const percent = progress.phase === 'running' ? progress.percent : progress.phase === 'done' ? 100 : 0;

  const footer = running
    ? [
        <Button key="cancel" onClick={onClose}>
          {t('export.cancel')}
        </Button>,
      ]
    : progress.phase === 'done'
      ? [
          <Button key="download" onClick={() => download(progress.fileUrl)}>
            {t('export.download')}
          </Button>,
          <Button key="close" type="primary" onClick={onClose}>
            {t('export.close')}
          </Button>,
        ]
      : [
          progress.phase === 'failed' && progress.reason === 'session-expired' ? (
            <Button key="signin" type="primary" href={signInAgainHref(currentPagePath())}>
              {t('export.signIn')}
            </Button>
          ) : (
            <Button key="retry" type="primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('export.retry')}
            </Button>
          ),
          <Button key="close" onClick={onClose}>
            {t('export.close')}
          </Button>,
        ];

  return (
    <Modal
      open
      title={t('export.title', { format: formatName })}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      mask={{ closable: !running }}
    >
      <div className="report-export" aria-live="polite">
        {progress.phase === 'failed' ? (
          <Alert type="error" showIcon title={t(`export.failed.${progress.reason}`)} />
        ) : (
          <>
            <p style={{ marginTop: 0 }}>
              {progress.phase === 'done'
                ? t('export.done', { name })
                : progress.phase === 'running'
                  ? t('export.running', { name, percent })
                  : t('export.starting', { name })}
            </p>
            <Progress
              percent={percent}
              status={progress.phase === 'done' ? 'success' : 'active'}
              aria-label={t('export.progressLabel')}
            />
            {stateMissing ? <p style={{ marginBottom: 0 }}>{t('export.stateMissing')}</p> : null}
          </>
        )}
      </div>
    </Modal>
  );
}
