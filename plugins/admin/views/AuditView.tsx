import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useId, useMemo } from 'react';
import { HttpClient, useFormat, usePortalTranslation, useService } from '../../../core/plugin-api';
import { adminApi } from '../api/admin-api';
import type { AuditRow } from '../contract';
import { layout } from './layout';
import { PagedTable } from './PagedTable';
import { ReadableText } from './ReadableText';
import { DEFAULT_PAGE_SIZE, usePagedList } from './use-paged-list';
import { AdminPageHead } from './AdminPageHead';

const TARGET_TYPES = ['customer', 'user', 'membership', 'invitation', 'file', 'record'] as const;
interface Query {
  action: string;
  targetType?: string;
  targetId: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** A date field's day as the start (or end) of that day in the browser's time zone, as the API wants it. */
const dayBound = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;
const serverQuery = (q: Query) => ({ ...q, from: dayBound(q.from, false), to: dayBound(q.to, true) });

/** The audit log, newest first: who, when, what, before and after; filtered, paged, exported as CSV. */
export default function AuditView() {
  const { t } = usePortalTranslation('admin');
  const format = useFormat();
  const http = useService(HttpClient);
  const api = useMemo(() => adminApi(http), [http]);
  const titleId = useId();
  const list = usePagedList<AuditRow, Query>((q) => api.listAudit(serverQuery(q)), {
    action: '',
    targetId: '',
    from: '',
    to: '',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const { page: _page, pageSize: _size, ...filters } = list.query;

  const columns = [
    { title: t('audit.fields.at'), key: 'at', render: (_: unknown, row: AuditRow) => format.dateTime(row.at) },
    { title: t('audit.fields.actor'), dataIndex: 'actor', key: 'actor' },
    { title: t('audit.fields.action'), dataIndex: 'action', key: 'action' },
    {
      title: t('audit.fields.target'),
      key: 'target',
      render: (_: unknown, row: AuditRow) =>
        `${t(`audit.targetTypes.${row.targetType}`, { defaultValue: row.targetType })}: ${row.targetId}`,
    },
    { title: t('audit.fields.customer'), dataIndex: 'customerId', key: 'customer' },
  ];

  return (
    <ReadableText>
      <section aria-labelledby={titleId} style={layout.section}>
        <AdminPageHead titleId={titleId} title={t('audit.title')}>
          <a href={api.auditExportHref(serverQuery(list.query))} download>
            {t('audit.download')}
          </a>
        </AdminPageHead>
        <div style={layout.filters}>
          <Input.Search
            aria-label={t('audit.fields.action')}
            placeholder={t('audit.fields.action')}
            allowClear
            style={layout.filter}
            onSearch={(action) => list.refine({ action: action.trim() })}
          />
          <div style={layout.filter}>
            <Select
              aria-label={t('audit.fields.targetType')}
              placeholder={t('audit.allTargetTypes')}
              allowClear
              style={{ width: '100%' }}
              value={filters.targetType}
              onChange={(targetType?: string) => list.refine({ targetType })}
              options={TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.targetTypes.${type}`) }))}
            />
          </div>
          <Input.Search
            aria-label={t('audit.fields.targetId')}
            placeholder={t('audit.fields.targetId')}
            allowClear
            style={layout.filter}
            onSearch={(targetId) => list.refine({ targetId: targetId.trim() })}
          />
          <label style={{ ...layout.filter, ...layout.inlineLabel }}>
            {t('audit.from')}
            <Input type="date" value={filters.from} onChange={(e) => list.refine({ from: e.target.value })} />
          </label>
          <label style={{ ...layout.filter, ...layout.inlineLabel }}>
            {t('audit.to')}
            <Input type="date" value={filters.to} onChange={(e) => list.refine({ to: e.target.value })} />
          </label>
        </div>
        <PagedTable<AuditRow, Query>
          list={list}
          columns={columns}
          emptyText={t('audit.empty')}
          loadFailedTitle={t('audit.loadFailed')}
          expandable={{
            expandedRowRender: (row) => (
              <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}>
                {`${t('audit.before')}: ${JSON.stringify(row.before, null, 2)}\n${t('audit.after')}: ${JSON.stringify(row.after, null, 2)}`}
              </pre>
            ),
          }}
        />
      </section>
    </ReadableText>
  );
}
