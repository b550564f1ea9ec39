import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import { useId, useState } from 'react';
import {
  type ActionViewProps,
  HttpClient,
  useFormat,
  usePortalTranslation,
  useService,
} from '../../../core/plugin-api';
import { BarChart, DataAge, ListState, ListTable } from '../../../core/plugin-api/components';
import type { AzureService } from '../contract';
import { categoryLabel } from './category-label';
import { costIn, useAzureServices } from './use-azure-services';

const field = { flex: '1 1 180px', minWidth: 0, maxWidth: 280 } as const;
const label = { display: 'block', marginBottom: 4 } as const;

/** actionType 'azure-services': the customer's Azure services, their cost this month, and cost per month by category. */
export default function AzureServicesView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('azure-services');
  const format = useFormat();
  const http = useService(HttpClient);
  const ids = useId();
  const [months, setMonths] = useState<'6' | '12'>('6');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const { source, overview } = useAzureServices(http, months);
  const categoryText = (category: string) => categoryLabel(t, category);
  const byLabel = (a: string, b: string) => categoryText(a).localeCompare(categoryText(b));
  const categories = [...new Set(overview?.services.map((s) => s.category) ?? [])].sort(byLabel);
  const needle = search.trim().toLowerCase();
  const visible = (overview?.services ?? []).filter(
    (s) =>
      (!category || s.category === category) &&
      (!needle ||
        [s.name, s.resourceGroup, s.subscription, categoryText(s.category)].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
  const currency = overview?.services[0]?.currency ?? 'EUR';
  const money = (amount: number) => format.money(amount, currency);
  const thisMonth = overview?.months.at(-1);
  const shownCategories = [...new Set(visible.map((s) => s.category))].sort(byLabel);
  const monthTotal = (month: string, services: AzureService[]) =>
    Math.round(services.reduce((sum, s) => sum + costIn(s.costs, month), 0) * 100) / 100;

  // Where each row comes from matters only once Azure's own rows stand beside the provider's.
  const showSource = (overview?.services ?? []).some((s) => s.source === 'azure');
  const columns: ColumnsType<AzureService> = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_: unknown, s: AzureService) => (
        <>
          {s.name}
          {showSource && (
            <>
              <br />
              <small>{t(`source.${s.source}`)}</small>
            </>
          )}
        </>
      ),
    },
    {
      title: t('columns.resourceGroup'),
      key: 'group',
      render: (_: unknown, s: AzureService) => (
        <>
          {s.resourceGroup}
          <br />
          <small>{s.subscription}</small>
        </>
      ),
    },
    {
      title: t('columns.category'),
      dataIndex: 'category',
      key: 'category',
      sorter: (a, b) => byLabel(a.category, b.category),
      render: (category: string) => categoryText(category),
    },
    {
      title: t('columns.costThisMonth'),
      key: 'cost',
      align: 'right',
      defaultSortOrder: 'descend',
      sorter: (a, b) => costIn(a.costs, thisMonth) - costIn(b.costs, thisMonth),
      render: (_: unknown, s: AzureService) => format.money(costIn(s.costs, thisMonth), s.currency),
    },
  ];

  return (
    <section aria-labelledby={`${ids}-title`} style={{ minWidth: 0 }}>
      <h1 id={`${ids}-title`} style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      <div
        role="group"
        aria-label={t('filters')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}
      >
        <div style={field}>
          <label htmlFor={`${ids}-search`} style={label}>
            {t('search')}
          </label>
          <Input
            id={`${ids}-search`}
            type="search"
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div style={field}>
          <label htmlFor={`${ids}-category`} style={label}>
            {t('category')}
          </label>
          <Select<string>
            id={`${ids}-category`}
            style={{ width: '100%' }}
            value={category ?? 'all'}
            onChange={(value) => setCategory(value === 'all' ? null : value)}
            options={[
              { value: 'all', label: t('allCategories') },
              ...categories.map((value) => ({ value, label: categoryText(value) })),
            ]}
          />
        </div>
        <div style={field}>
          <label htmlFor={`${ids}-months`} style={label}>
            {t('months')}
          </label>
          <Select<'6' | '12'>
            id={`${ids}-months`}
            style={{ width: '100%' }}
            value={months}
            onChange={setMonths}
            options={(['6', '12'] as const).map((value) => ({ value, label: t(`monthChoice.${value}`) }))}
          />
        </div>
      </div>
      <DataAge plugin="azure-services" source="costs" service="Azure" onRefreshed={() => void source.load()} />
      {/* The filters stay after a failure: another period is a way forward too. */}
      <ListState source={source} loadingText={t('loading')} failedTitle={t('loadFailed')}>
        {overview && visible.length > 0 ? (
          <BarChart
            title={t('chart.title', { count: overview.months.length })}
            summary={t('chart.summary', {
              total: money(overview.months.reduce((sum, month) => sum + monthTotal(month, visible), 0)),
              count: visible.length,
            })}
            categories={overview.months.map((month) => ({ key: month, label: format.month(month) }))}
            series={shownCategories.map((name) => ({
              key: name,
              label: categoryText(name),
              values: overview.months.map(
                (month) =>
                  monthTotal(
                    month,
                    visible.filter((s) => s.category === name),
                  ) || null,
              ),
            }))}
            stacked
            totalTitle={t('chart.total')}
            formatValue={money}
            formatTick={(amount) => format.money(amount, currency, { whole: true })}
            categoryTitle={t('chart.month')}
          />
        ) : null}
        <ListTable<AzureService>
          rowKey="id"
          columns={columns}
          rows={visible}
          scroll={{ x: 'max-content' }}
          emptyText={t('empty')}
        />
      </ListState>
    </section>
  );
}
