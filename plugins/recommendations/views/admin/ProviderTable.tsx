import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { ListTable } from '../../../../core/plugin-api/components';
import { providerMovesFrom, type ProviderRecommendation, type ProviderTarget } from '../../contract';
import { Savings } from '../Savings';
import { StateTag } from '../StateTag';

interface Props {
  recommendations: ProviderRecommendation[];
  busy: boolean;
  onMove: (recommendation: ProviderRecommendation, state: ProviderTarget) => void;
}

/** Accepted work Advisor no longer reports: most likely applied, so Finished is offered first. */
const offeredAsFinished = (row: ProviderRecommendation) =>
  row.goneSince !== null && providerMovesFrom(row.state).includes('Finished');

function Actions({ row, busy, onMove }: { row: ProviderRecommendation } & Omit<Props, 'recommendations'>) {
  const { t } = usePortalTranslation('recommendations');
  const moves = providerMovesFrom(row.state);
  const finishedFirst = offeredAsFinished(row);
  const ordered = finishedFirst ? (['Finished', ...moves.filter((m) => m !== 'Finished')] as ProviderTarget[]) : moves;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {ordered.map((target, index) => (
        <Button
          key={target}
          size="small"
          type={index === 0 ? 'primary' : 'default'}
          disabled={busy}
          aria-label={t(`admin.moveFor.${target}`, { resource: row.resourceName })}
          onClick={() => onMove(row, target)}
        >
          {t(`admin.move.${target}`)}
        </Button>
      ))}
    </div>
  );
}

/** What the provider knows beside the state: where it comes from, its impact, the request, whether Advisor still reports it. */
function Details({ row }: { row: ProviderRecommendation }) {
  const { t } = usePortalTranslation('recommendations');
  return (
    <div style={{ fontSize: 13 }}>
      <div>{t(`admin.source.${row.source}`)}</div>
      {row.impact ? <div>{t('admin.impactIs', { impact: t(`admin.impact.${row.impact}`) })}</div> : null}
      {row.serviceRequestNumber ? <div>{t('admin.serviceRequest', { number: row.serviceRequestNumber })}</div> : null}
      {offeredAsFinished(row) ? (
        <div style={{ fontWeight: 600 }}>{t('admin.goneApplied')}</div>
      ) : row.goneSince ? (
        <div>{t('admin.gone')}</div>
      ) : null}
    </div>
  );
}

/** A customer's recommendations as the provider works through them. */
export function ProviderTable({ recommendations, busy, onMove }: Props) {
  const { t } = usePortalTranslation('recommendations');
  const columns: ColumnsType<ProviderRecommendation> = [
    { title: t('columns.resourceName'), dataIndex: 'resourceName', key: 'resourceName' },
    { title: t('columns.description'), dataIndex: 'description', key: 'description' },
    { title: t('columns.subscriptionName'), dataIndex: 'subscriptionName', key: 'subscriptionName' },
    {
      title: t('columns.state'),
      key: 'state',
      render: (_: unknown, row: ProviderRecommendation) => <StateTag state={row.state} />,
    },
    {
      title: t('columns.savings'),
      key: 'savings',
      align: 'right',
      render: (_: unknown, row: ProviderRecommendation) => <Savings savings={row.estimatedSavings} />,
    },
    {
      title: t('admin.details'),
      key: 'details',
      render: (_: unknown, row: ProviderRecommendation) => <Details row={row} />,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_: unknown, row: ProviderRecommendation) => <Actions row={row} busy={busy} onMove={onMove} />,
    },
  ];
  return (
    <ListTable<ProviderRecommendation> rowKey="id" columns={columns} rows={recommendations} emptyText={t('empty')} />
  );
}
