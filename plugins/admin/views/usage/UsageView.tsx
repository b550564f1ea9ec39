import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useId, useMemo, useState } from 'react';
import { Clock, HttpClient, usePortalTranslation, useService } from '../../../../core/plugin-api';
import { adminApi } from '../../api/admin-api';
import { CustomerPicker } from '../CustomerPicker';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';
import { ReadableText } from '../ReadableText';
import { UsageChart } from './UsageChart';
import { UsageTotals, type TotalRow } from './UsageTotals';
import { periodOf, type Grouping } from './usage-buckets';
import { useUsage } from './use-usage';
import { AdminPageHead } from '../AdminPageHead';

const PERIODS = [7, 30, 90] as const;

/** Report views per customer, user and report over time, across customers, from the report plugin's usage log. */
export default function UsageView() {
  const { t } = usePortalTranslation('admin');
  const http = useService(HttpClient);
  const clock = useService(Clock);
  const admin = useMemo(() => adminApi(http), [http]);
  const ids = useId();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const [grouping, setGrouping] = useState<Grouping>('day');
  const [customerId, setCustomerId] = useState<string | undefined>();
  const [userId, setUserId] = useState('');
  const [actionId, setActionId] = useState<number | undefined>();
  const period = useMemo(() => periodOf(days, clock.now()), [days, clock]);
  const { state, reload } = useUsage(http, {
    ...period,
    customerId,
    userId: userId || undefined,
    actionId,
    groupBy: grouping,
  });

  const usage = state.kind === 'loaded' ? state.usage : null;
  const reportName = (id: string, title: string | null) => title ?? t('usage.reportNumber', { id });
  const reports =
    usage?.byAction.map((a) => ({ value: Number(a.actionId), label: reportName(a.actionId, a.actionTitle) })) ?? [];
  const customerRows: TotalRow[] =
    usage?.byCustomer.map((c) => ({
      key: c.customerId,
      name: c.customerName ? `${c.customerName} (${c.customerId})` : c.customerId,
      views: c.views,
    })) ?? [];

  const failure = state.kind === 'failed' ? state.failure : null;
  const notice = () => {
    if (!failure) return null;
    if (failure.status === 404)
      return (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('usage.notAvailable')}
          description={t('usage.notAvailableHelp')}
        />
      );
    if (failure.status === 403)
      return (
        <Alert type="warning" showIcon role="alert" title={t('usage.loadFailed')} description={t('usage.forbidden')} />
      );
    return <FailureNotice title={t('usage.loadFailed')} failure={failure} onRetry={() => void reload()} />;
  };
  const label = (id: string, text: string) => (
    <label htmlFor={`${ids}-${id}`} style={{ display: 'block', marginBottom: 4 }}>
      {text}
    </label>
  );

  return (
    <ReadableText>
      <section aria-labelledby={`${ids}-title`} style={layout.section}>
        <AdminPageHead titleId={`${ids}-title`} title={t('usage.title')} />
        {failure?.status === 404 ? (
          notice()
        ) : (
          <>
            <div role="group" aria-label={t('usage.filters')} style={{ ...layout.filters, alignItems: 'flex-end' }}>
              <div style={layout.filter}>
                {label('customer', t('usage.customer'))}
                <CustomerPicker
                  api={admin}
                  id={`${ids}-customer`}
                  value={customerId}
                  onChange={setCustomerId}
                  allowClear
                  placeholder={t('usage.customerAll')}
                />
              </div>
              <div style={layout.filter}>
                {label('user', t('usage.user'))}
                <Input.Search id={`${ids}-user`} allowClear onSearch={(value) => setUserId(value.trim())} />
              </div>
              <div style={layout.filter}>
                {label('report', t('usage.report'))}
                <Select
                  id={`${ids}-report`}
                  value={actionId}
                  onChange={setActionId}
                  allowClear
                  placeholder={t('usage.reportAll')}
                  style={{ width: '100%' }}
                  options={
                    actionId !== undefined && !reports.some((r) => r.value === actionId)
                      ? [...reports, { value: actionId, label: t('usage.reportNumber', { id: actionId }) }]
                      : reports
                  }
                />
              </div>
              <div style={layout.filter}>
                {label('period', t('usage.period'))}
                <Select
                  id={`${ids}-period`}
                  value={days}
                  onChange={setDays}
                  style={{ width: '100%' }}
                  options={PERIODS.map((value) => ({ value, label: t(`usage.periods.${value}`) }))}
                />
              </div>
              <div style={layout.filter}>
                {label('grouping', t('usage.groupBy'))}
                <Select
                  id={`${ids}-grouping`}
                  value={grouping}
                  onChange={setGrouping}
                  style={{ width: '100%' }}
                  options={(['day', 'week'] as const).map((value) => ({ value, label: t(`usage.groups.${value}`) }))}
                />
              </div>
            </div>
            {notice()}
            {state.kind === 'loading' ? (
              <div role="status" aria-live="polite">
                <Spin /> {t('common.loading')}
              </div>
            ) : null}
            {usage ? (
              <>
                <UsageChart buckets={usage.series} grouping={grouping} />
                <h2 style={{ fontSize: 16 }}>{t('usage.totals')}</h2>
                <UsageTotals title={t('usage.byCustomer')} nameTitle={t('usage.customer')} rows={customerRows} />
                <UsageTotals
                  title={t('usage.byUser')}
                  nameTitle={t('usage.userColumn')}
                  rows={usage.byUser.map((u) => ({
                    key: u.userId,
                    name: u.userName ? `${u.userName} (${u.userId})` : u.userId,
                    views: u.views,
                  }))}
                />
                <UsageTotals
                  title={t('usage.byReport')}
                  nameTitle={t('usage.report')}
                  rows={usage.byAction.map((a) => ({
                    key: a.actionId,
                    name: `${reportName(a.actionId, a.actionTitle)}${a.customerId ? ` (${a.customerId})` : ''}`,
                    views: a.views,
                  }))}
                />
              </>
            ) : null}
          </>
        )}
      </section>
    </ReadableText>
  );
}
