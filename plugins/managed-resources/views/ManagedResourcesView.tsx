import Select from 'antd/es/select';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import {
  type ActionViewProps,
  HttpClient,
  useFormat,
  usePortalTranslation,
  useService,
} from '../../../core/plugin-api';
import { DataAge, ListState, SearchField } from '../../../core/plugin-api/components';
import { groupKey, INVENTORY_SORTS, InventoryStore, type InventorySort } from '../stores/inventory-store';
import { ResourceGroupItem } from './ResourceGroupItem';
import { resourceTypeKey } from './resource-types';

/** actionType 'managed-resources': the resources the provider manages for the active customer, per type. */
const ManagedResourcesView = observer(function ManagedResourcesView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('managed-resources');
  const http = useService(HttpClient);
  const [store] = useState(
    () =>
      new InventoryStore(http, (resourceType) => {
        const key = resourceTypeKey(resourceType);
        return key ? t(key) : resourceType;
      }),
  );
  const id = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  const groups = store.visibleGroups;
  const format = useFormat();
  const count = (n: number) => format.number(n);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      <DataAge plugin="managed-resources" source="inventory" service="Azure" onRefreshed={() => void store.load()} />
      <ListState
        source={store}
        loadingText={t('loading')}
        failedTitle={t('loadFailed')}
        controls={
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 16 }}>
            <SearchField
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={store.search}
              onChange={(value) => store.setSearch(value)}
              style={{ flex: '1 1 240px', marginBottom: 0 }}
            />
            <div style={{ flex: '1 1 200px', maxWidth: 280 }}>
              <label htmlFor={`${id}-sort`} style={{ display: 'block', marginBottom: 4 }}>
                {t('sort.label')}
              </label>
              <Select<InventorySort>
                id={`${id}-sort`}
                value={store.sort}
                onChange={store.setSort}
                virtual={false}
                style={{ width: '100%', minHeight: 44 }}
                options={INVENTORY_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
              />
            </div>
          </div>
        }
      >
        <p role="status" style={{ margin: '0 0 12px' }}>
          {store.query
            ? t('summary.matching', { count: groups.length, formatted: count(groups.length) })
            : t('summary.total', {
                count: store.groups.length,
                types: count(store.groups.length),
                resources: count(store.totalResources),
              })}
        </p>
        {groups.length === 0 ? (
          <p>{store.query ? t('noMatches') : t('empty')}</p>
        ) : (
          <ul aria-label={t('listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {groups.map((group) => (
              <ResourceGroupItem key={groupKey(group)} group={group} store={store} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
});

export default ManagedResourcesView;
