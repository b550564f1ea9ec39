import { useFormat, usePortalTranslation } from '../../../../core/plugin-api';
import type { BroadcastSummary } from '../../contract-notifications';
import { PagedTable } from '../PagedTable';
import type { usePagedList } from '../use-paged-list';
import type { BroadcastApi } from './broadcast-api';
import { BroadcastCustomers } from './BroadcastCustomers';
import { ReadBar } from './ReadBar';

export interface BroadcastQuery {
  page: number;
  pageSize: number;
}

/** The broadcasts sent, newest first, with their read counts; a row opens its read counts per customer. */
export function BroadcastsTable({
  api,
  list,
}: {
  api: BroadcastApi;
  list: ReturnType<typeof usePagedList<BroadcastSummary, BroadcastQuery>>;
}) {
  const { t, i18n } = usePortalTranslation('admin');
  const format = useFormat();
  const language = i18n.language.startsWith('nl') ? 'nl' : 'en';
  const columns = [
    {
      title: t('broadcasts.fields.sentAt'),
      key: 'sentAt',
      render: (_: unknown, row: BroadcastSummary) => format.dateTime(row.createdAt),
    },
    {
      title: t('broadcasts.fields.title'),
      key: 'title',
      render: (_: unknown, row: BroadcastSummary) => row.title[language] || row.title.en,
    },
    {
      title: t('broadcasts.fields.audience'),
      key: 'audience',
      render: (_: unknown, row: BroadcastSummary) =>
        row.audience === 'all'
          ? t('broadcasts.audienceAll')
          : t('broadcasts.customerCount', { count: row.audience.length }),
    },
    { title: t('broadcasts.fields.sender'), dataIndex: 'sender', key: 'sender' },
    {
      title: t('broadcasts.fields.read'),
      key: 'read',
      render: (_: unknown, row: BroadcastSummary) => <ReadBar read={row.read} recipients={row.recipients} />,
    },
  ];
  return (
    <PagedTable<BroadcastSummary, BroadcastQuery>
      list={list}
      columns={columns}
      emptyText={t('broadcasts.empty')}
      loadFailedTitle={t('broadcasts.loadFailed')}
      expandable={{
        expandedRowRender: (row) => <BroadcastCustomers api={api} broadcastId={row.id} />,
      }}
    />
  );
}
