import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Clock, HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { ListLoading, LoadFailedAlert } from '../../../core/plugin-api/components';
import { InvoicesStore } from '../stores/invoices-store';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoicesTable } from './InvoicesTable';
import { InvoiceTotalsChart } from './InvoiceTotalsChart';

/** actionType 'invoices': the active customer's invoices, filtered, totalled per period, each as a PDF. */
const InvoicesView = observer(function InvoicesView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('invoices');
  const http = useService(HttpClient);
  const clock = useService(Clock);
  const [store] = useState(() => new InvoicesStore(http, () => new Date(clock.now()).toISOString().slice(0, 10)));
  const titleId = useId();
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section aria-labelledby={titleId} style={{ minWidth: 0 }}>
      <h1 id={titleId} style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      <InvoiceFilters store={store} />
      {store.loadState === 'failed' ? (
        <LoadFailedAlert title={t('loadFailed')} failure={store.loadFailure} onRetry={() => void store.load()} />
      ) : null}
      {store.loadState === 'loading' || store.loadState === 'idle' ? <ListLoading text={t('loading')} /> : null}
      {store.loadState === 'loaded' ? (
        <>
          <InvoiceTotalsChart store={store} />
          <h2 style={{ fontSize: 16 }}>{t('listHeading')}</h2>
          <InvoicesTable invoices={store.visibleInvoices} />
        </>
      ) : null}
    </section>
  );
});

export default InvoicesView;
