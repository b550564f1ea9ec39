import Select from 'antd/es/select';
import { useId, useState } from 'react';
import {
  type ActionViewProps,
  HttpClient,
  useFormat,
  usePortalTranslation,
  useService,
} from '../../../core/plugin-api';
import { BarChart, ListState } from '../../../core/plugin-api/components';
import { FigureSource } from './FigureSource';
import { SlaTicketsTable } from './SlaTicketsTable';
import { useSlaReport } from './use-sla-report';

/** actionType 'sla-reports': a month's SLA targets against what was achieved, and the tickets behind them. */
export default function SlaReportsView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('sla-reports');
  const format = useFormat();
  const http = useService(HttpClient);
  const ids = useId();
  const [period, setPeriod] = useState<string | null>(null);
  const { source, report } = useSlaReport(http, period);
  const [periods, setPeriods] = useState<string[]>([]);
  if (report && report.periods.join() !== periods.join()) setPeriods(report.periods);
  const shown = report?.period ?? period;
  const percent = (value: number) => format.percent(value);

  return (
    <section aria-labelledby={`${ids}-title`} style={{ minWidth: 0 }}>
      <h1 id={`${ids}-title`} style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      <div style={{ marginBottom: 16, maxWidth: 280 }}>
        <label htmlFor={`${ids}-period`} style={{ display: 'block', marginBottom: 4 }}>
          {t('period')}
        </label>
        <Select<string>
          id={`${ids}-period`}
          style={{ width: '100%' }}
          value={shown ?? undefined}
          onChange={setPeriod}
          disabled={periods.length === 0}
          options={periods.map((value) => ({ value, label: format.month(value, 'long') }))}
        />
      </div>
      {/* The month picker stays after a failure: another month is a way forward too. */}
      <ListState
        source={source}
        loadingText={t('loading')}
        failedTitle={t('loadFailed')}
        emptyText={report?.period === null ? t('empty') : null}
      >
        {report?.period ? (
          <>
            <h2 style={{ fontSize: 16 }}>{t('figuresHeading', { month: format.month(report.period, 'long') })}</h2>
            <FigureSource source={report.source} />
            <BarChart
              title={t('chart.title', { month: format.month(report.period, 'long') })}
              summary={report.figures
                .map((f) =>
                  t('chart.summary', {
                    measure: t(`measure.${f.measure}`),
                    achieved: percent(f.achieved),
                    target: percent(f.target),
                  }),
                )
                .join(' ')}
              categories={report.figures.map((f) => ({ key: f.measure, label: t(`measureShort.${f.measure}`) }))}
              series={[{ key: 'achieved', label: t('chart.achieved'), values: report.figures.map((f) => f.achieved) }]}
              target={{ label: t('chart.target'), values: report.figures.map((f) => f.target) }}
              maxValue={100}
              formatValue={percent}
              formatTick={(value) => `${value}%`}
              categoryTitle={t('chart.measure')}
              table="visible"
            />
            <h2 style={{ fontSize: 16 }}>{t('ticketsHeading', { count: report.tickets.length })}</h2>
            <SlaTicketsTable tickets={report.tickets} fromTicketSystem={report.source !== null} />
          </>
        ) : null}
      </ListState>
    </section>
  );
}
