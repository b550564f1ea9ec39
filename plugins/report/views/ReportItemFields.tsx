import Input from 'antd/es/input';
import { useId } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { WorkspaceItems } from '../contract';
import type { ReportEditorData } from '../services/report-editor-data';
import { EditorField } from './EditorField';
import { ItemChoice } from './ItemChoice';

type Listed = Extract<WorkspaceItems, { status: 'ok' }>;

export interface ReportItemFieldsProps {
  report: ReportEditorData;
  /** The workspace's items, or null when Power BI lists none (the ids are typed). */
  listed: Listed | null;
  onChange: (patch: Partial<ReportEditorData>) => void;
  /** Translated errors by field name. */
  errorOf: (field: string) => string | null;
  disabled?: boolean;
}

/** What to embed: a report (and the page it opens on), a visual (report, page, visual), a dashboard or a tile. */
export function ReportItemFields({ report, listed, onChange, errorOf, disabled }: ReportItemFieldsProps) {
  const { t } = usePortalTranslation('report');
  const ids = { item: useId(), page: useId(), visual: useId(), dashboard: useId() };
  const { embedType } = report;

  if (embedType === 'dashboard' || embedType === 'tile') {
    const dashboards = listed?.dashboards ?? null;
    const dashboardId = embedType === 'tile' ? report.dashboardId : report.embedId;
    const tiles = dashboards?.find((dashboard) => dashboard.id === dashboardId)?.tiles ?? null;
    return (
      <>
        <ItemChoice
          id={ids.dashboard}
          label={t('editor.dashboard')}
          value={dashboardId}
          disabled={disabled}
          options={dashboards?.map((d) => ({ value: d.id, label: d.name })) ?? null}
          error={errorOf(embedType === 'tile' ? 'dashboardId' : 'embedId')}
          onChange={(id) => onChange(embedType === 'tile' ? { dashboardId: id, embedId: '' } : { embedId: id })}
        />
        {embedType === 'tile' ? (
          <ItemChoice
            id={ids.item}
            label={t('editor.tile')}
            value={report.embedId}
            disabled={disabled}
            options={
              dashboards && tiles ? tiles.map((tile) => ({ value: tile.id, label: tile.title || tile.id })) : null
            }
            error={errorOf('embedId')}
            onChange={(id) => onChange({ embedId: id })}
          />
        ) : null}
      </>
    );
  }

  const reports = listed?.reports ?? null;
  const pages = reports?.find((r) => r.id === report.embedId)?.pages ?? null;
  return (
    <>
      <ItemChoice
        id={ids.item}
        label={t('editor.report')}
        value={report.embedId}
        disabled={disabled}
        options={reports?.map((r) => ({ value: r.id, label: r.name })) ?? null}
        error={errorOf('embedId')}
        onChange={(id) => onChange({ embedId: id, pageName: '', visualName: '' })}
      />
      <ItemChoice
        id={ids.page}
        label={t(embedType === 'visual' ? 'editor.visualPage' : 'editor.page')}
        value={report.pageName}
        disabled={disabled}
        options={reports && pages ? pages.map((page) => ({ value: page.name, label: page.displayName })) : null}
        optional={embedType === 'report'}
        emptyLabel={t('editor.defaultPage')}
        help={embedType === 'report' ? t('editor.pageHelp') : undefined}
        error={errorOf('pageName')}
        onChange={(name) => onChange({ pageName: name })}
      />
      {embedType === 'visual' ? (
        <EditorField
          id={ids.visual}
          label={t('editor.visualName')}
          help={t('editor.visualHelp')}
          error={errorOf('visualName')}
        >
          <Input
            id={ids.visual}
            value={report.visualName}
            disabled={disabled}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${ids.visual}-help`}
            status={errorOf('visualName') ? 'error' : undefined}
            onChange={(event) => onChange({ visualName: event.target.value })}
          />
        </EditorField>
      ) : null}
    </>
  );
}
