import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { PROVIDER_ID_FIELD, type RecordEntry, type RecordTypeInfo } from '../../../../core/contract';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { ListTable } from '../../../../core/plugin-api/components';
import { layout } from '../layout';
import { inLanguage } from './record-texts';

export interface RecordsTableProps {
  type: RecordTypeInfo;
  records: readonly RecordEntry[];
  onEdit: (record: RecordEntry) => void;
  onDelete: (record: RecordEntry) => void;
}

const idOf = (record: RecordEntry) => String(record[PROVIDER_ID_FIELD]);

/** A customer's records of one type: the provider id and the type's listed fields, each row editable. */
export function RecordsTable({ type, records, onEdit, onDelete }: RecordsTableProps) {
  const { t, i18n } = usePortalTranslation('admin');
  const shown = (value: RecordEntry[string]) => {
    if (value === null || value === undefined || value === '') return '–';
    if (typeof value === 'boolean') return value ? t('records.yes') : t('records.no');
    if (typeof value === 'object') return value.fileName;
    return String(value);
  };
  const columns: ColumnsType<RecordEntry> = [
    {
      title: t('records.providerId'),
      key: PROVIDER_ID_FIELD,
      render: (_: unknown, record) => idOf(record),
      sorter: (a, b) => idOf(a).localeCompare(idOf(b)),
    },
    ...type.fields
      .filter((field) => field.listed)
      .map((field) => ({
        title: inLanguage(field.label, i18n.language),
        key: field.name,
        render: (_: unknown, record: RecordEntry) =>
          field.kind === 'file' && !record[field.name] ? t('records.noFile') : shown(record[field.name]),
      })),
    {
      title: t('records.actions'),
      key: 'actions',
      render: (_: unknown, record) => (
        <div style={layout.rowActions}>
          <Button aria-label={t('records.editFor', { id: idOf(record) })} onClick={() => onEdit(record)}>
            {t('records.edit')}
          </Button>
          <Button aria-label={t('records.deleteFor', { id: idOf(record) })} onClick={() => onDelete(record)}>
            {t('records.delete')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <div style={layout.table}>
      <ListTable<RecordEntry> rowKey={idOf} columns={columns} rows={records} emptyText={t('records.empty')} />
    </div>
  );
}
