import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from '../contract';
import type { ServiceRequestsStore } from '../stores/service-requests-store';

const ANY = '';
const SEARCH_DELAY_MS = 300;

/** Search, status, category and (for those who may see all) mine/all. Every change reloads the first page. */
export const ListFilters = observer(function ListFilters({ store }: { store: ServiceRequestsStore }) {
  const { t, i18n } = usePortalTranslation('service-requests');
  const id = useId();
  const [search, setSearch] = useState(store.query.search);
  useEffect(() => {
    if (search === store.query.search) return undefined;
    const timer = setTimeout(() => void store.setQuery({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, store]);
  const language = i18n.language.startsWith('nl') ? 'nl' : 'en';
  const categories = store.intake?.categories ?? [];
  return (
    <div className="service-requests-filters">
      <div>
        <label htmlFor={`${id}-search`}>{t('search.label')}</label>
        <Input
          id={`${id}-search`}
          size="large"
          allowClear
          value={search}
          placeholder={t('search.placeholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`}>{t('filters.status')}</label>
        <Select<string>
          id={`${id}-status`}
          size="large"
          virtual={false}
          style={{ width: '100%' }}
          value={store.query.status ?? ANY}
          onChange={(status) => void store.setQuery({ status: (status || null) as ServiceRequestStatus | null })}
          options={[
            { value: ANY, label: t('filters.any') },
            ...SERVICE_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
        />
      </div>
      <div>
        <label htmlFor={`${id}-category`}>{t('filters.category')}</label>
        <Select<string>
          id={`${id}-category`}
          size="large"
          virtual={false}
          style={{ width: '100%' }}
          value={store.query.category ?? ANY}
          onChange={(category) => void store.setQuery({ category: category || null })}
          options={[
            { value: ANY, label: t('filters.any') },
            ...categories.map((c) => ({ value: c.id, label: c.name?.[language] ?? c.id })),
          ]}
        />
      </div>
      {store.canSeeAll ? (
        <div role="group" aria-labelledby={`${id}-scope`}>
          <span id={`${id}-scope`} className="service-requests-label">
            {t('filters.scope')}
          </span>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            size="large"
            value={store.query.scope ?? 'all'}
            onChange={(event) => void store.setQuery({ scope: event.target.value })}
            options={[
              { value: 'mine', label: t('filters.mine') },
              { value: 'all', label: t('filters.all') },
            ]}
          />
        </div>
      ) : null}
    </div>
  );
});
