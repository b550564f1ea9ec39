import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { ListState } from '../../../core/plugin-api/components';
import { hasFilters, queryFromParams, withQuery, type EventsQuery } from '../stores/events-query';
import { EventsStore } from '../stores/events-store';
import { EventFilters } from './EventFilters';
import { EventsTable } from './EventsTable';

/** actionType 'events': the active customer's events, newest first, filtered and paged on the server. */
const EventsView = observer(function EventsView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('events');
  const http = useService(HttpClient);
  const [store] = useState(() => new EventsStore(http));
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const titleId = useId();

  useEffect(() => {
    void store.load(query);
  }, [store, query]);

  // The address as last written: two quick changes (a start date, then an end date) both count, even when the
  // router has not rendered the first yet.
  const latest = useRef({ seen: params, params });
  if (latest.current.seen !== params) latest.current = { seen: params, params };

  // Every change is a new address (back returns to the previous list); a new filter starts at page 1.
  const refine = (changes: Partial<EventsQuery>) => {
    const base = latest.current.params;
    const next = withQuery(base, { ...queryFromParams(base), page: 1, ...changes });
    latest.current = { ...latest.current, params: next };
    setParams(next);
  };
  const page = store.page;
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      <EventFilters query={query} rangeProblem={store.rangeProblem} onRefine={refine} />
      <ListState source={store} loadingText={t('loading')} failedTitle={t('loadFailed')} reloadInPlace>
        <EventsTable
          events={page?.items ?? []}
          total={page?.total ?? 0}
          page={query.page}
          pageSize={query.pageSize}
          loading={store.loadState === 'loading'}
          emptyText={store.rangeProblem ? t('filters.rangeBackwards') : t(hasFilters(query) ? 'noMatch' : 'empty')}
          onPage={(next, pageSize) => refine({ ...query, page: next, pageSize })}
        />
      </ListState>
    </section>
  );
});

export default EventsView;
