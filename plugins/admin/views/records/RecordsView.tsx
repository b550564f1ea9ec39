import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { PROVIDER_ID_FIELD, type RecordEntry, type RecordTypeInfo } from '../../../../core/contract';
import { HttpClient, usePortalTranslation, useService, type HttpFailure } from '../../../../core/plugin-api';
import { adminApi } from '../../api/admin-api';
import { ConfirmDialog } from '../ConfirmDialog';
import { CustomerPicker } from '../CustomerPicker';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';
import { ReadableText } from '../ReadableText';
import { ImportExport } from './ImportExport';
import { RecordForm } from './RecordForm';
import { RecordsTable } from './RecordsTable';
import { inLanguage } from './record-texts';
import { recordsApi } from './records-api';
import { AdminPageHead } from '../AdminPageHead';

const keyOf = (type: RecordTypeInfo) => `${type.plugin}/${type.type}`;

type Editing = { record: RecordEntry | null } | null;

/**
 * Our addition: the records a provider keeps for each customer (every record type the plugins declare), without
 * SQL: choose a customer and a type, then list, add, edit and delete, or import and export a whole file.
 */
export default function RecordsView() {
  const { t, i18n } = usePortalTranslation('admin');
  const http = useService(HttpClient);
  const admin = useMemo(() => adminApi(http), [http]);
  const api = useMemo(() => recordsApi(http), [http]);
  const id = useId();
  const [types, setTypes] = useState<readonly RecordTypeInfo[] | null>(null);
  const [typesFailure, setTypesFailure] = useState<HttpFailure | null>(null);
  const [customerId, setCustomerId] = useState<string | undefined>();
  const [typeKey, setTypeKey] = useState<string | undefined>();
  const [records, setRecords] = useState<readonly RecordEntry[] | null>(null);
  const [listFailure, setListFailure] = useState<HttpFailure | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RecordEntry | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<HttpFailure | null>(null);
  const [notice, setNotice] = useState('');
  const type = types?.find((candidate) => keyOf(candidate) === typeKey) ?? null;

  const loadTypes = useCallback(() => {
    setTypesFailure(null);
    void api.types().then((result) => {
      if (result.ok) setTypes(result.data);
      else setTypesFailure(result);
    });
  }, [api]);
  useEffect(loadTypes, [loadTypes]);

  const load = useCallback(() => {
    if (!type || !customerId) return;
    setListFailure(null);
    void api.list(type, customerId).then((result) => {
      if (result.ok) setRecords(result.data.items);
      else setListFailure(result);
    });
  }, [api, type, customerId]);
  useEffect(() => {
    setRecords(null);
    load();
  }, [load]);

  const remove = async () => {
    if (!type || !customerId || !deleting) return;
    const providerId = String(deleting[PROVIDER_ID_FIELD]);
    const result = await api.remove(type, customerId, providerId);
    setDeleting(null);
    if (!result.ok) return setDeleteFailure(result);
    setDeleteFailure(null);
    setNotice(t('records.deleted', { id: providerId }));
    load();
  };

  return (
    <ReadableText>
      <section aria-labelledby={`${id}-title`} style={layout.section}>
        <AdminPageHead titleId={`${id}-title`} title={t('records.title')} intro={t('records.intro')} />
        {typesFailure ? (
          <FailureNotice title={t('records.typesFailed')} failure={typesFailure} onRetry={loadTypes} />
        ) : null}
        {types && types.length === 0 ? <Alert type="info" showIcon role="status" title={t('records.noTypes')} /> : null}
        <div style={layout.filters}>
          <div style={layout.filter}>
            <label htmlFor={`${id}-customer`} style={{ display: 'block', fontWeight: 600 }}>
              {t('records.customer')}
            </label>
            <CustomerPicker
              id={`${id}-customer`}
              api={admin}
              value={customerId}
              onChange={setCustomerId}
              placeholder={t('records.customerPlaceholder')}
            />
          </div>
          <div style={layout.filter}>
            <label htmlFor={`${id}-type`} style={{ display: 'block', fontWeight: 600 }}>
              {t('records.type')}
            </label>
            <Select
              id={`${id}-type`}
              style={{ width: '100%' }}
              value={typeKey}
              onChange={setTypeKey}
              placeholder={t('records.typePlaceholder')}
              options={(types ?? []).map((candidate) => ({
                value: keyOf(candidate),
                label: inLanguage(candidate.label, i18n.language),
              }))}
            />
          </div>
        </div>
        <div role="status">{notice}</div>
        {deleteFailure ? <FailureNotice title={t('records.deleteFailed')} failure={deleteFailure} /> : null}
        {!type || !customerId ? <p>{t('records.chooseFirst')}</p> : null}
        {type && customerId ? (
          <>
            {listFailure ? (
              <FailureNotice title={t('records.listFailed')} failure={listFailure} onRetry={load} />
            ) : null}
            <div style={{ ...layout.head, justifyContent: 'flex-end' }}>
              <Button type="primary" onClick={() => setEditing({ record: null })}>
                {t('records.add')}
              </Button>
            </div>
            {records ? (
              <RecordsTable
                type={type}
                records={records}
                onEdit={(record) => setEditing({ record })}
                onDelete={setDeleting}
              />
            ) : null}
            <ImportExport api={api} type={type} customerId={customerId} onImported={load} />
            {editing ? (
              <RecordForm
                api={api}
                type={type}
                customerId={customerId}
                record={editing.record}
                onClose={() => setEditing(null)}
                onSaved={(saved) => {
                  setEditing(null);
                  setNotice(t('records.saved', { id: String(saved[PROVIDER_ID_FIELD]) }));
                  load();
                }}
              />
            ) : null}
            {deleting ? (
              <ConfirmDialog
                title={t('records.deleteTitle', { id: String(deleting[PROVIDER_ID_FIELD]) })}
                confirmLabel={t('records.delete')}
                onConfirm={remove}
                onClose={() => setDeleting(null)}
              >
                {t('records.deleteText')}
              </ConfirmDialog>
            ) : null}
          </>
        ) : null}
      </section>
    </ReadableText>
  );
}
