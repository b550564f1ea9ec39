import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import {
  type ActionViewProps,
  HttpClient,
  NotificationService,
  useFormat,
  usePortalTranslation,
  useService,
} from '../../../core/plugin-api';
import { DataAge, ListState, OutcomeMessage, SearchField } from '../../../core/plugin-api/components';
import type { Subscription } from '../contract';
import { SubscriptionsStore, type ChangeOutcome } from '../stores/subscriptions-store';
import { LicenceDialog } from './LicenceDialog';
import { SubscriptionsTable } from './SubscriptionsTable';

/** actionType 'subscriptions': the active customer's Office 365 licences. */
const SubscriptionsView = observer(function SubscriptionsView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('subscriptions');
  const format = useFormat();
  const http = useService(HttpClient);
  const notifications = useService(NotificationService);
  // A notification's name is its message in the language of the moment; the tray re-renders the message.
  const [store] = useState(
    () => new SubscriptionsStore(http, notifications, (message) => t(message.key, { replace: message.params })),
  );
  const [editing, setEditing] = useState<Subscription | null>(null);

  useEffect(() => {
    void store.load();
  }, [store]);

  const outcome = store.lastOutcome;
  const count = (quantity: number) => format.number(quantity);
  const outcomeText = (done: ChangeOutcome) =>
    done.kind === 'sign-off'
      ? done.signers.length > 0
        ? t('result.signOff', {
            product: done.productName,
            quantity: count(done.quantity),
            // Any one of them may sign off: 'Anna or Dirk' / 'Anna of Dirk'.
            signers: new Intl.ListFormat(format.locale, { type: 'disjunction' }).format(done.signers),
          })
        : t('result.signOffProvider', { product: done.productName, quantity: count(done.quantity) })
      : done.kind === 'service-request'
        ? t('result.tooHigh', {
            product: done.productName,
            quantity: count(done.quantity),
            number: done.serviceRequestNumber,
          })
        : t('result.updated', {
            product: done.productName,
            quantity: done.kind === 'updated' ? count(done.quantity) : '',
          });
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      {/* For a customer connected to Microsoft: how old the synced list is, and a refresh; else nothing. */}
      <DataAge plugin="subscriptions" source="licences" onRefreshed={() => void store.load()} />
      <ListState
        source={store}
        loadingText={t('loading')}
        failedTitle={t('loadFailed')}
        controls={
          <>
            {outcome && (
              <OutcomeMessage
                tone={outcome.kind === 'updated' ? 'success' : 'warning'}
                text={outcomeText(outcome)}
                onClose={store.dismissOutcome}
              />
            )}
            <SearchField
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={store.search}
              onChange={(value) => store.setSearch(value)}
            />
          </>
        }
      >
        <SubscriptionsTable subscriptions={store.visibleSubscriptions} onChange={setEditing} />
      </ListState>
      {editing && (
        <LicenceDialog
          key={editing.id}
          subscription={editing}
          submit={(quantity) => store.changeQuantity(editing, quantity)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
});

export default SubscriptionsView;
