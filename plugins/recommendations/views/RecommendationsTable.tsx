import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { ListTable } from '../../../core/plugin-api/components';
import { DECIDABLE_RECOMMENDATION_STATES, type Recommendation } from '../contract';
import { monthlySavings } from './recommendation-values';
import { Savings } from './Savings';
import { StateTag } from './StateTag';

interface Props {
  recommendations: Recommendation[];
  onReview: (recommendation: Recommendation) => void;
}

export const RecommendationsTable = observer(function RecommendationsTable({ recommendations, onReview }: Props) {
  const { t } = usePortalTranslation('recommendations');
  const format = useFormat();
  const columns: ColumnsType<Recommendation> = [
    {
      title: t('columns.resourceName'),
      dataIndex: 'resourceName',
      key: 'resourceName',
      sorter: (a, b) => a.resourceName.localeCompare(b.resourceName),
    },
    { title: t('columns.description'), dataIndex: 'description', key: 'description' },
    {
      title: t('columns.modifiedDate'),
      dataIndex: 'modifiedDate',
      key: 'modifiedDate',
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.modifiedDate.localeCompare(b.modifiedDate),
      render: (iso: string) => format.date(iso),
    },
    {
      title: t('columns.subscriptionName'),
      dataIndex: 'subscriptionName',
      key: 'subscriptionName',
      sorter: (a, b) => a.subscriptionName.localeCompare(b.subscriptionName),
    },
    {
      title: t('columns.state'),
      dataIndex: 'state',
      key: 'state',
      render: (_: unknown, row: Recommendation) => <StateTag state={row.state} />,
    },
    {
      title: t('columns.savings'),
      key: 'savings',
      align: 'right',
      // Per month, so a yearly saving sorts among monthly ones; advice without a figure last either way.
      sorter: (a, b, order) => {
        const x = monthlySavings(a.estimatedSavings);
        const y = monthlySavings(b.estimatedSavings);
        if (x === null || y === null) return x === y ? 0 : (x === null) === (order !== 'descend') ? 1 : -1;
        return x - y;
      },
      render: (_: unknown, row: Recommendation) => <Savings savings={row.estimatedSavings} />,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_: unknown, row: Recommendation) =>
        DECIDABLE_RECOMMENDATION_STATES.includes(row.state) ? (
          <Button aria-label={t('reviewFor', { resource: row.resourceName })} onClick={() => onReview(row)}>
            {t('review')}
          </Button>
        ) : null,
    },
  ];
  return <ListTable<Recommendation> rowKey="id" columns={columns} rows={recommendations} emptyText={t('empty')} />;
});
