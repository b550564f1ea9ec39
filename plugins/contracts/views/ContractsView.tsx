import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Clock, HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { ListState, SearchField } from '../../../core/plugin-api/components';
import { ContractsStore } from '../stores/contracts-store';
import { ContractsTable } from './ContractsTable';

/** actionType 'contracts': the active customer's contracts, each with its signed document to download. */
const ContractsView = observer(function ContractsView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('contracts');
  const http = useService(HttpClient);
  const clock = useService(Clock);
  const [store] = useState(() => new ContractsStore(http, () => clock.now()));
  const titleId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      <ListState
        source={store}
        loadingText={t('loading')}
        failedTitle={t('loadFailed')}
        controls={
          <SearchField
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={store.search}
            onChange={(value) => store.setSearch(value)}
          />
        }
      >
        <ContractsTable contracts={store.visibleContracts} />
      </ListState>
    </section>
  );
});

export default ContractsView;
