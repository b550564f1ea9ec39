import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { useId, useState } from 'react';
import type { RecordFileFormat, RecordImportReport, RecordRefusal, RecordTypeInfo } from '../../../../core/contract';
import { usePortalTranslation, type HttpFailure } from '../../../../core/plugin-api';
import { ListTable } from '../../../../core/plugin-api/components';
import { ConfirmDialog } from '../ConfirmDialog';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';
import { textOf } from './read-file';
import { inLanguage } from './record-texts';
import { refusalsOf, type RecordsApi } from './records-api';

type Outcome =
  | { kind: 'done'; report: RecordImportReport; replaced: boolean }
  | { kind: 'refused'; refused: RecordRefusal[] }
  | { kind: 'failed'; failure: HttpFailure };

const formatOf = (file: File): RecordFileFormat =>
  file.name.toLowerCase().endsWith('.json') || file.type === 'application/json' ? 'json' : 'csv';

export interface ImportExportProps {
  api: RecordsApi;
  type: RecordTypeInfo;
  customerId: string;
  onImported: () => void;
}

/** A file read for an import, and what a replacing import would do (its preview), while the user confirms. */
interface PendingReplace {
  format: RecordFileFormat;
  content: string;
  preview: RecordImportReport;
}

/**
 * A whole file of records in (all or nothing, each refused line listed) and out (CSV or JSON). A replacing import
 * is previewed first, so the user confirms knowing how many records it deletes.
 */
export function ImportExport({ api, type, customerId, onImported }: ImportExportProps) {
  const { t, i18n } = usePortalTranslation('admin');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fieldLabel = (name: string) => {
    if (!name) return t('records.wholeFile');
    if (name === 'providerId') return t('records.providerId');
    const field = type.fields.find((f) => f.name === name);
    return field ? inLanguage(field.label, i18n.language) : name;
  };

  const [replace, setReplace] = useState(false);
  const [pending, setPending] = useState<PendingReplace | null>(null);

  const showFailure = (failure: HttpFailure) => {
    const refused = refusalsOf(failure);
    setOutcome(refused ? { kind: 'refused', refused } : { kind: 'failed', failure });
  };

  const apply = async (format: RecordFileFormat, content: string) => {
    const result = await api.importFile(type, customerId, format, content, { mode: replace ? 'replace' : 'upsert' });
    if (!result.ok) return showFailure(result);
    setOutcome({ kind: 'done', report: result.data, replaced: replace });
    onImported();
  };

  const run = async () => {
    if (!file) return;
    setBusy(true);
    const format = formatOf(file);
    const content = await textOf(file);
    if (!replace) {
      await apply(format, content);
      setBusy(false);
      return;
    }
    const preview = await api.importFile(type, customerId, format, content, { mode: 'replace', preview: true });
    setBusy(false);
    if (preview.ok) setPending({ format, content, preview: preview.data });
    else showFailure(preview);
  };

  return (
    <section aria-labelledby={`${id}-title`} style={{ marginTop: 24 }}>
      <h2 id={`${id}-title`} style={{ fontSize: 16 }}>
        {t('records.importTitle')}
      </h2>
      <p id={`${id}-help`}>{t('records.importHelp')}</p>
      <div style={layout.filters}>
        <label htmlFor={`${id}-file`} style={{ fontWeight: 600 }}>
          {t('records.importFile')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby={`${id}-help`}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setOutcome(null);
          }}
        />
        <Checkbox
          checked={replace}
          aria-describedby={`${id}-replace-help`}
          onChange={(e) => {
            setReplace(e.target.checked);
            setOutcome(null);
          }}
        >
          {t('records.replace')}
        </Checkbox>
        <Button type="primary" disabled={!file} loading={busy} onClick={() => void run()}>
          {t('records.import')}
        </Button>
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            href={api.exportHref(type, customerId, format)}
            download
            icon={<DownloadOutlined aria-hidden />}
          >
            {t(format === 'csv' ? 'records.exportCsv' : 'records.exportJson')}
          </Button>
        ))}
      </div>
      <p id={`${id}-replace-help`} className="muted">
        {t('records.replaceHelp')}
      </p>
      {pending ? (
        <ConfirmDialog
          title={t('records.replaceTitle')}
          confirmLabel={t('records.replaceConfirm', pending.preview)}
          onConfirm={async () => {
            await apply(pending.format, pending.content);
            setPending(null);
          }}
          onClose={() => setPending(null)}
        >
          {t('records.replaceText', pending.preview)}
        </ConfirmDialog>
      ) : null}
      {outcome?.kind === 'done' ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t(outcome.replaced ? 'records.importDoneReplaced' : 'records.importDone', outcome.report)}
        />
      ) : null}
      {outcome?.kind === 'failed' ? (
        <FailureNotice title={t('records.importFailed')} failure={outcome.failure} />
      ) : null}
      {outcome?.kind === 'refused' ? (
        <>
          <Alert type="error" showIcon role="alert" title={t('records.importRefused')} style={{ marginBottom: 12 }} />
          <h3 style={{ fontSize: 14 }}>{t('records.refusals')}</h3>
          <div style={layout.table}>
            <ListTable<RecordRefusal & { key: string }>
              rowKey="key"
              rows={outcome.refused.map((r, i) => ({ ...r, key: `${i}` }))}
              columns={[
                { title: t('records.line'), dataIndex: 'line', key: 'line', width: 80 },
                {
                  title: t('records.field'),
                  key: 'field',
                  render: (_: unknown, r: RecordRefusal) => fieldLabel(r.field),
                },
                {
                  title: t('records.reason'),
                  key: 'reason',
                  render: (_: unknown, r: RecordRefusal) => inLanguage(r.reason, i18n.language),
                },
              ]}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
