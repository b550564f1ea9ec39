import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { ListTable } from '../../../core/plugin-api/components';
import { ContractPaths } from '../contract';
import type { ShownContract } from '../stores/contracts-store';
import { StatusTag } from './StatusTag';

const STATUS_ORDER = { active: 0, expiring: 1, ended: 2 } as const;

/** Open-ended contracts sort after every end date. */
const byEndDate = (a: ShownContract, b: ShownContract) => (a.endDate ?? '9999').localeCompare(b.endDate ?? '9999');

export const ContractsTable = observer(function ContractsTable({ contracts }: { contracts: ShownContract[] }) {
  const { t, i18n } = usePortalTranslation('contracts');
  const format = useFormat();
  // A contract's dates are calendar days: a moment's date part is the day, in every time zone.
  const day = (iso: string | null) => (iso ? format.date(iso.slice(0, 10)) : t('noDate'));
  const columns: ColumnsType<ShownContract> = [
    {
      title: t('columns.documentName'),
      dataIndex: 'documentName',
      key: 'documentName',
      sorter: (a, b) => a.documentName.localeCompare(b.documentName, i18n.language),
    },
    {
      title: t('columns.service'),
      dataIndex: 'service',
      key: 'service',
      sorter: (a, b) => a.service.localeCompare(b.service, i18n.language),
    },
    {
      title: t('columns.signedOn'),
      dataIndex: 'signedOn',
      key: 'signedOn',
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.signedOn.localeCompare(b.signedOn),
      render: (iso: string) => day(iso),
    },
    {
      title: t('columns.startDate'),
      dataIndex: 'startDate',
      key: 'startDate',
      sorter: (a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''),
      render: (iso: string | null) => day(iso),
    },
    {
      title: t('columns.endDate'),
      key: 'endDate',
      sorter: byEndDate,
      render: (_: unknown, c: ShownContract) => (
        <>
          {c.endDate ? day(c.endDate) : t('openEnded')}
          {c.autoRenews ? <div style={{ fontSize: 13 }}>{t('renewsAutomatically')}</div> : null}
        </>
      ),
    },
    {
      title: t('columns.status'),
      key: 'status',
      sorter: (a, b) => STATUS_ORDER[a.shownStatus] - STATUS_ORDER[b.shownStatus],
      render: (_: unknown, c: ShownContract) => <StatusTag status={c.shownStatus} />,
    },
    {
      title: t('columns.document'),
      key: 'document',
      render: (_: unknown, c: ShownContract) =>
        c.hasDocument ? (
          <Button
            href={ContractPaths.document(c.id)}
            download
            icon={<DownloadOutlined aria-hidden />}
            aria-label={t('downloadFor', { document: c.documentName })}
            style={{ minHeight: 44 }}
          >
            {t('download')}
          </Button>
        ) : (
          t('noDocument')
        ),
    },
  ];
  return <ListTable<ShownContract> rowKey="id" columns={columns} rows={contracts} emptyText={t('empty')} />;
});
