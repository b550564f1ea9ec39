import Card from 'antd/es/card';
import Input from 'antd/es/input';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { usePortalTranslation, type ActionViewProps } from '../../../core/plugin-api';
import { toClaimRows } from './claim-rows';
import { ClaimsTable } from './ClaimsTable';
import { filterClaims } from './filter-claims';
import { sortClaims, type ClaimSort } from './sort-claims';

/**
 * The claims screen: a searchable table of claim type and claim value, one row per claim. The answer is
 * parsed once; a keystroke only filters the rows already in order.
 */
export default function ClaimsView({ data }: ActionViewProps) {
  const { t } = usePortalTranslation('claims');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ClaimSort | null>(null);
  const deferredQuery = useDeferredValue(query);
  const titleId = useId();
  const rows = useMemo(() => toClaimRows(data), [data]);
  const sorted = useMemo(() => sortClaims(rows, sort), [rows, sort]);
  const visible = useMemo(() => filterClaims(sorted, deferredQuery), [sorted, deferredQuery]);
  return (
    <Card
      title={
        <h1 id={titleId} className="card-title">
          {t('title')}
        </h1>
      }
      extra={<span className="muted">{t('count', { count: visible.length })}</span>}
    >
      <Input.Search
        aria-label={t('search')}
        placeholder={t('search')}
        allowClear
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <ClaimsTable
        labelledBy={titleId}
        rows={visible}
        sort={sort}
        onSort={setSort}
        resetKey={`${deferredQuery}|${sort?.column}|${sort?.order}`}
      />
    </Card>
  );
}
