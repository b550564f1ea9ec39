import type { ColumnsType } from 'antd/es/table';
import { useFormat, useMediaQuery, usePortalTranslation } from '../../../core/plugin-api';
import { ListTable } from '../../../core/plugin-api/components';
import { EVENT_PAGE_SIZES, type PortalEvent } from '../contract';
import { EventTypeTag } from './EventTypeTag';

/** A phone-sized content area: the list shows one column per event instead of three. */
const PHONE_WIDTH = '(max-width: 640px)';

interface Props {
  events: PortalEvent[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  emptyText: string;
  onPage: (page: number, pageSize: number) => void;
}

/** Date, type and title per row; the detail opens beneath its row. */
export function EventsTable({ events, total, page, pageSize, loading, emptyText, onPage }: Props) {
  const { t } = usePortalTranslation('events');
  const narrow = useMediaQuery(PHONE_WIDTH);
  const format = useFormat();
  const when = (iso: string) => <time dateTime={iso}>{format.dateTime(iso)}</time>;
  // On a phone one column holds date, type and title, so the title never scrolls out of sight.
  const narrowColumns: ColumnsType<PortalEvent> = [
    {
      title: t('columns.event'),
      key: 'event',
      render: (_: unknown, event: PortalEvent) => (
        <>
          <div
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 4, fontSize: 13 }}
          >
            {when(event.occurredAt)} <EventTypeTag type={event.type} />
          </div>
          <div>{event.title}</div>
        </>
      ),
    },
  ];
  const wideColumns: ColumnsType<PortalEvent> = [
    {
      title: t('columns.date'),
      dataIndex: 'occurredAt',
      key: 'date',
      width: 170,
      render: when,
    },
    {
      title: t('columns.type'),
      dataIndex: 'type',
      key: 'type',
      width: 150,
      render: (type: string) => <EventTypeTag type={type} />,
    },
    { title: t('columns.title'), dataIndex: 'title', key: 'title' },
  ];
  return (
    <ListTable<PortalEvent>
      rowKey="id"
      columns={narrow ? narrowColumns : wideColumns}
      rows={events}
      loading={loading}
      emptyText={emptyText}
      tableLayout="fixed"
      scroll={narrow ? undefined : { x: 560 }}
      expandable={{
        rowExpandable: (event) => Boolean(event.detail),
        expandedRowRender: (event) => <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{event.detail}</p>,
        expandIcon: ({ expanded, onExpand, record, expandable }) =>
          expandable ? (
            <button
              type="button"
              className="events-expand"
              aria-expanded={expanded}
              aria-label={t(expanded ? 'hideDetail' : 'showDetail', { title: record.title })}
              onClick={(event) => onExpand(record, event)}
              style={{
                minWidth: 44,
                minHeight: 44,
                border: 0,
                background: 'transparent',
                color: 'inherit',
                cursor: 'pointer',
                fontSize: 16,
              }}
            >
              <span aria-hidden>{expanded ? '−' : '+'}</span>
            </button>
          ) : null,
      }}
      serverPaging={{ page, pageSize, total, onChange: onPage }}
      pageSizeOptions={[...EVENT_PAGE_SIZES]}
      totalText={(count) => t('total', { count })}
    />
  );
}
