import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import {
  checkRecord,
  PROVIDER_ID_FIELD,
  type RecordEntry,
  type RecordFieldInfo,
  type RecordTypeInfo,
} from '../../../../core/contract';
import { usePortalTranslation, type HttpFailure } from '../../../../core/plugin-api';
import { FieldError } from '../../../../core/plugin-api/components';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';
import { base64Of } from './read-file';
import { RecordField, type FieldValue } from './RecordField';
import { inLanguage, problemText } from './record-texts';
import { refusalsOf, type RecordsApi } from './records-api';

/** The largest file the form sends (the server's file storage has its own limit and quota). */
const MAX_FILE_MB = 10;

type Values = Record<string, FieldValue>;

function initialValues(fields: readonly RecordFieldInfo[], record: RecordEntry | null): Values {
  const values: Values = { [PROVIDER_ID_FIELD]: record ? String(record[PROVIDER_ID_FIELD]) : '' };
  for (const field of fields) {
    const stored = record?.[field.name];
    if (field.kind === 'file') values[field.name] = null;
    else if (field.kind === 'boolean') values[field.name] = stored === true;
    else values[field.name] = stored === null || stored === undefined ? '' : String(stored);
  }
  return values;
}

export interface RecordFormProps {
  api: RecordsApi;
  type: RecordTypeInfo;
  customerId: string;
  /** The record to edit; null creates one. */
  record: RecordEntry | null;
  onSaved: (record: RecordEntry) => void;
  onClose: () => void;
}

/**
 * A record's form in a drawer, its fields built from the type's declaration and checked with the same rules as
 * the server's; the server's refusals show beside their fields. On a refusal the drawer keeps what was typed.
 */
export function RecordForm({ api, type, customerId, record, onSaved, onClose }: RecordFormProps) {
  const { t, i18n } = usePortalTranslation('admin');
  const formId = useId();
  const [values, setValues] = useState<Values>(() => initialValues(type.fields, record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = record !== null;
  const providerId = String(values[PROVIDER_ID_FIELD] ?? '');

  const change = (name: string) => (value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    const { problems } = checkRecord(type.fields, values as Record<string, unknown>, { strict: false });
    const found: Record<string, string> = {};
    for (const problem of problems) found[problem.field] ??= problemText(t, problem);
    for (const field of type.fields) {
      const file = values[field.name];
      if (field.kind !== 'file') continue;
      if (file instanceof File && file.size > MAX_FILE_MB * 1024 * 1024)
        found[field.name] = t('records.fileTooLarge', { max: MAX_FILE_MB });
      else if (field.required && !(file instanceof File) && !record?.[field.name])
        found[field.name] = t('records.problems.required');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const body: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      if (value instanceof File)
        body[name] = { fileName: value.name, contentType: value.type, content: await base64Of(value) };
      else if (value !== null) body[name] = value;
    }
    const result = editing
      ? await api.update(type, customerId, providerId, body)
      : await api.create(type, customerId, body);
    setBusy(false);
    if (result.ok) return onSaved(result.data);
    const refused = refusalsOf(result);
    if (refused) {
      setErrors(Object.fromEntries(refused.map((r) => [r.field, inLanguage(r.reason, i18n.language)])));
      setFailure(null);
    } else if (result.reason === 'http' && result.status === 409 && !editing) {
      setErrors({ [PROVIDER_ID_FIELD]: t('records.idTaken') });
      setFailure(null);
    } else setFailure(result);
  };

  const idError = errors[PROVIDER_ID_FIELD];
  return (
    <Drawer
      open
      size="large"
      title={editing ? t('records.editTitle', { id: providerId }) : t('records.createTitle')}
      onClose={onClose}
      footer={
        <div style={layout.footer}>
          <Button onClick={onClose}>{t('records.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            {t('records.save')}
          </Button>
        </div>
      }
    >
      {failure ? <FailureNotice title={t('records.saveFailed')} failure={failure} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div style={{ marginBottom: 16 }}>
          <label htmlFor={`${formId}-id`} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
            {t('records.providerId')} *
          </label>
          <Input
            id={`${formId}-id`}
            value={providerId}
            disabled={editing}
            maxLength={100}
            onChange={(e) => change(PROVIDER_ID_FIELD)(e.target.value)}
            aria-required
            aria-invalid={idError ? true : undefined}
            aria-describedby={`${formId}-id-help${idError ? ` ${formId}-id-error` : ''}`}
          />
          <div id={`${formId}-id-help`}>{t('records.providerIdHelp')}</div>
          {idError ? <FieldError id={`${formId}-id-error`} text={idError} /> : null}
        </div>
        {type.fields.map((field) => {
          const stored = record?.[field.name];
          return (
            <RecordField
              key={field.name}
              id={`${formId}-${field.name}`}
              field={field}
              value={values[field.name] ?? null}
              onChange={change(field.name)}
              error={errors[field.name]}
              storedFile={stored && typeof stored === 'object' ? stored.fileName : null}
            />
          );
        })}
      </form>
    </Drawer>
  );
}
