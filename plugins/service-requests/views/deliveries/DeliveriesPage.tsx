import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { useId, useState } from 'react';
import { HttpClient, type HttpFailure, useFormat, usePortalTranslation, useService } from '../../../../core/plugin-api';
import { CallFailure, ListState, ListTable, OutcomeMessage, ToneTag } from '../../../../core/plugin-api/components';
import type { PendingDelivery } from '../../contract';
import { useDeliveries } from './use-deliveries';

type Outcome = { tone: 'success' | 'warning'; text: string } | { failure: HttpFailure; item: PendingDelivery } | null;

/**
 * The provider administrator's page of what has not reached the connected ticket system yet: per item the
 * request number, the customer, what it is, the attempts, the last failure in words (with the system's own
 * message) and the next attempt, and "Retry now". On a phone the table scrolls inside its box.
 */
export default function DeliveriesPage() {
  const { t } = usePortalTranslation('service-requests');
  const format = useFormat();
  const http = useService(HttpClient);
  const titleId = useId();
  const { source, list, retry } = useDeliveries(http);
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const retryNow = async (item: PendingDelivery) => {
    setBusy(item.id);
    setOutcome(null);
    const result = await retry(item.id);
    setBusy(null);
    if (!result.ok) return setOutcome({ failure: result, item });
    const after = result.data.items[0];
    setOutcome(
      after
        ? { tone: 'warning', text: t('deliveries.stillFailing', { number: item.requestNumber }) }
        : { tone: 'success', text: t('deliveries.delivered', { number: item.requestNumber }) },
    );
  };

  const columns: ColumnsType<PendingDelivery> = [
    { title: t('deliveries.columns.number'), dataIndex: 'requestNumber', key: 'number' },
    { title: t('deliveries.columns.customer'), dataIndex: 'customerName', key: 'customer' },
    {
      title: t('deliveries.columns.kind'),
      key: 'kind',
      render: (_: unknown, item: PendingDelivery) => t(`deliveries.kind.${item.kind}`),
    },
    { title: t('deliveries.columns.attempts'), dataIndex: 'attempts', key: 'attempts' },
    {
      title: t('deliveries.columns.problem'),
      key: 'problem',
      render: (_: unknown, item: PendingDelivery) =>
        item.problem ? (
          <>
            <ToneTag tone={item.problem === 'waiting-for-ticket' ? 'info' : 'danger'}>
              {t(`deliveries.problem.${item.problem}`)}
            </ToneTag>
            {item.lastError ? (
              <div
                style={{ marginTop: 4, maxWidth: 320, whiteSpace: 'normal', overflowWrap: 'anywhere', fontSize: 12 }}
              >
                {t('deliveries.systemSaid')} <code lang="en">{item.lastError}</code>
              </div>
            ) : null}
          </>
        ) : (
          t('deliveries.notTriedYet')
        ),
    },
    {
      title: t('deliveries.columns.next'),
      dataIndex: 'nextAttemptAt',
      key: 'next',
      render: (iso: string) => format.dateTime(iso),
    },
    {
      title: t('deliveries.columns.action'),
      key: 'action',
      render: (_: unknown, item: PendingDelivery) => (
        <Button
          onClick={() => void retryNow(item)}
          loading={busy === item.id}
          disabled={busy !== null && busy !== item.id}
          aria-label={t('deliveries.retryLabel', { number: item.requestNumber })}
        >
          {t('deliveries.retry')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId} style={{ minWidth: 0 }}>
      <h1 id={titleId} style={{ fontSize: 20, marginTop: 0 }}>
        {t('deliveries.title')}
      </h1>
      {list ? (
        <p>{list.connector ? t('deliveries.intro', { system: list.connector }) : t('deliveries.notConnected')}</p>
      ) : null}
      <div aria-live="polite">
        {outcome && 'failure' in outcome ? (
          <div role="alert">
            <p>{t('deliveries.retryFailed', { number: outcome.item.requestNumber })}</p>
            <CallFailure result={outcome.failure} onRetry={() => void retryNow(outcome.item)} />
          </div>
        ) : null}
        {outcome && 'text' in outcome ? (
          <OutcomeMessage tone={outcome.tone} text={outcome.text} onClose={() => setOutcome(null)} />
        ) : null}
      </div>
      <ListState
        source={source}
        loadingText={t('deliveries.loading')}
        failedTitle={t('deliveries.loadFailed')}
        emptyText={list && list.items.length === 0 ? t('deliveries.empty') : null}
      >
        {list && list.items.length > 0 ? (
          <ListTable<PendingDelivery>
            rowKey={(item) => String(item.id)}
            columns={columns}
            rows={list.items}
            scroll={{ x: 'max-content' }}
          />
        ) : null}
      </ListState>
    </section>
  );
}
