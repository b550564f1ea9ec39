import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Clock, HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { LoadFailedAlert } from '../../../core/plugin-api/components';
import { ContractsStore } from '../stores/contracts-store';
import { ContractsTable } from './ContractsTable';

/** actionType 'contracts': the active customer's contracts, each with its signed document to download. */
const ContractsView = observer(function ContractsView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('contracts');
  const http = useService(HttpClient);
  const clock = useService(Clock);
  const [store] = useState(() => new ContractsStore(http, () => clock.now()));
  const searchId = useId();
  const titleId = `${searchId}-title`;

  useEffect(() => { void store.load(); }, [store]);

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} style={{ fontSize: 20, marginTop: 0 }}>{t('title')}</h1>
      {store.loadState === 'failed' ? (
        <LoadFailedAlert title={t('loadFailed')} failure={store.loadFailure} onRetry={() => void store.load()} />
      ) : (
        <>
          <div style={{ marginBottom: 16, maxWidth: 360 }}>
            <label htmlFor={searchId} style={{ display: 'block', marginBottom: 4 }}>{t('search.label')}</label>
            <Input
              id={searchId}
              type="search"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('search.placeholder')}
              value={store.search}
              onChange={(event) => store.setSearch(event.target.value)}
              style={{ minHeight: 44 }}
            />
          </div>
          {store.loadState === 'loaded' ? (
            <ContractsTable contracts={store.visibleContracts} />
          ) : (
            <Spin description={t('loading')}><div style={{ minHeight: 120 }} /></Spin>
          )}
        </>
      )}
    </section>
  );
});

export default ContractsView;
