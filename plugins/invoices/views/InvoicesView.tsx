import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Clock, HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { ListState } from '../../../core/plugin-api/components';
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
      {/* The filters stay after a failure: another status or period is a way forward too. */}
      <InvoiceFilters store={store} />
      <ListState source={store} loadingText={t('loading')} failedTitle={t('loadFailed')}>
        <InvoiceTotalsChart store={store} />
        <h2 style={{ fontSize: 16 }}>{t('listHeading')}</h2>
        <InvoicesTable invoices={store.visibleInvoices} />
      </ListState>
    </section>
  );
});

export default InvoicesView;
