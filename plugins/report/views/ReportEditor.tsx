import Radio from 'antd/es/radio';
import { useId } from 'react';
import { usePortalTranslation, type ActionEditorProps } from '../../../core/plugin-api';
import { FieldError } from '../../../core/plugin-api/components';
import { EMBED_TYPES } from '../contract';
import { readReportData, withChanges, type ReportEditorData } from '../services/report-editor-data';
import { ReportDisplayFields } from './ReportDisplayFields';
import { ReportItemFields } from './ReportItemFields';
import { useWorkspaceItems } from './use-workspace-items';
import { WorkspaceItemsNotice } from './WorkspaceItemsNotice';

/**
 * The report action's editor in the administration's menu editor: the embed type, the item picked from the
 * customer's Power BI workspace (typed when Power BI cannot list it), and how it is shown. Locale and Power BI
 * settings the data may hold are kept as they are.
 */
export default function ReportEditor({ customerId, data, onChange, errors, disabled }: ActionEditorProps) {
  const { t, i18n } = usePortalTranslation('report');
  const { state, reload } = useWorkspaceItems(customerId);
  const embedTypeName = useId();
  const report = readReportData(data);
  const change = (patch: Partial<ReportEditorData>) => onChange(withChanges(data, patch));
  const errorOf = (field: string) => {
    const error = errors?.[field];
    return error ? (i18n.exists(error) ? t(error) : error) : null;
  };
  const listed = state.kind === 'loaded' && state.items.status === 'ok' ? state.items : null;
  const whole = errorOf('');

  return (
    <div className="report-editor">
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontWeight: 600, fontSize: 'inherit', marginBottom: 4 }}>{t('editor.embedType')}</legend>
        <Radio.Group
          name={embedTypeName}
          value={report.embedType}
          disabled={disabled}
          options={EMBED_TYPES.map((type) => ({ value: type, label: t(`editor.embedTypes.${type}`) }))}
          onChange={(event) => change({ embedType: event.target.value })}
        />
      </fieldset>
      <WorkspaceItemsNotice state={state} reload={reload} />
      <ReportItemFields
        report={report}
        listed={listed}
        onChange={change}
        errorOf={errorOf}
        disabled={disabled || state.kind === 'loading'}
      />
      <ReportDisplayFields report={report} onChange={change} errorOf={errorOf} disabled={disabled} />
      {whole ? <FieldError role="alert" text={whole} /> : null}
    </div>
  );
}
