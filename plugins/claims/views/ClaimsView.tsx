import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import { useDeferredValue, useMemo, useState } from 'react';
import { usePortalTranslation, type ActionViewProps } from '../../../core/plugin-api';
import { ClaimsActionData, type Claim } from '../contract';
import { filterClaims } from './filter-claims';

interface Row extends Claim {
  key: number;
}

/** The claims table: claim type and claim value, one row per claim, paged and searchable for thousands of rows. */
export default function ClaimsView({ data }: ActionViewProps) {
  const { t } = usePortalTranslation('claims');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const parsed = ClaimsActionData.safeParse(data);
  const claims = parsed.success ? parsed.data.claims : [];
  const rows = useMemo<Row[]>(() => claims.map((claim, index) => ({ ...claim, key: index })), [claims]);
  const visible = useMemo(() => filterClaims(rows, deferredQuery), [rows, deferredQuery]);
  return (
    <Card title={<h1 className="card-title">{t('title')}</h1>} extra={<span className="muted">{t('count', { count: visible.length })}</span>}>
      <Input.Search
        aria-label={t('search')}
        placeholder={t('search')}
        allowClear
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <Table<Row>
        size="small"
        dataSource={visible}
        locale={{ emptyText: t('empty') }}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [25, 50, 100, 500], hideOnSinglePage: true }}
        columns={[
          { title: t('type'), dataIndex: 'type', key: 'type', width: '40%', sorter: (a, b) => a.type.localeCompare(b.type), ellipsis: true },
          { title: t('value'), dataIndex: 'value', key: 'value', sorter: (a, b) => a.value.localeCompare(b.value) },
        ]}
      />
    </Card>
  );
}
