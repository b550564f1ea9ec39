import Select from 'antd/es/select';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import { FieldError } from '../../../core/plugin-api/components';
import { INVOICE_STATUSES, type InvoiceStatus } from '../contract';
import type { Grouping, InvoicesStore } from '../stores/invoices-store';
import { MonthField } from './MonthField';

const field = { flex: '1 1 160px', minWidth: 0, maxWidth: 240 } as const;
const label = { display: 'block', marginBottom: 4 } as const;

/** Status, period (months, from and to) and the chart's grouping. A bad period is said, kept, and not sent. */
export const InvoiceFilters = observer(function InvoiceFilters({ store }: { store: InvoicesStore }) {
  const { t } = usePortalTranslation('invoices');
  const id = useId();
  const problem = store.periodProblem;
  const describedBy = problem ? `${id}-problem` : undefined;
  return (
    <div
      role="group"
      aria-label={t('filters.label')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16, alignItems: 'flex-start' }}
    >
      <div style={field}>
        <label htmlFor={`${id}-status`} style={label}>
          {t('filters.status')}
        </label>
        <Select<InvoiceStatus | 'all'>
          id={`${id}-status`}
          style={{ width: '100%' }}
          value={store.status ?? 'all'}
          onChange={(value) => store.setStatus(value === 'all' ? null : value)}
          options={[
            { value: 'all', label: t('filters.allStatuses') },
            ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
        />
      </div>
      <div style={field}>
        <label htmlFor={`${id}-from`} style={label}>
          {t('filters.from')}
        </label>
        <MonthField
          id={`${id}-from`}
          placeholder="2026-01"
          value={store.from}
          invalid={problem === 'from' || problem === 'order'}
          describedBy={describedBy}
          onChange={(month) => store.setPeriod(month, store.to)}
        />
      </div>
      <div style={field}>
        <label htmlFor={`${id}-to`} style={label}>
          {t('filters.to')}
        </label>
        <MonthField
          id={`${id}-to`}
          placeholder="2026-12"
          value={store.to}
          invalid={problem === 'to' || problem === 'order'}
          describedBy={describedBy}
          onChange={(month) => store.setPeriod(store.from, month)}
        />
      </div>
      <div style={field}>
        <label htmlFor={`${id}-grouping`} style={label}>
          {t('filters.grouping')}
        </label>
        <Select<Grouping>
          id={`${id}-grouping`}
          style={{ width: '100%' }}
          value={store.grouping}
          onChange={store.setGrouping}
          options={(['month', 'quarter'] as const).map((value) => ({ value, label: t(`grouping.${value}`) }))}
        />
      </div>
      {problem ? (
        <div style={{ flexBasis: '100%' }}>
          <FieldError id={`${id}-problem`} role="alert" text={t(`filters.problem.${problem}`)} />
        </div>
      ) : null}
    </div>
  );
});
