import Spin from 'antd/es/spin';
import { useCallback, useEffect, useState } from 'react';
import {
  HttpClient,
  usePortalTranslation,
  useService,
  type CustomerSettingsProps,
  type HttpFailure,
} from '../../../../core/plugin-api';
import { ListTable, LoadFailedAlert } from '../../../../core/plugin-api/components';
import { SurveyAdminPaths, SurveyOverviewList, type SurveyOverview } from '../../contract';
import { pick } from '../localized';

type Load = { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; list: SurveyOverview[] };

/**
 * The "Surveys" section of the administration's customer editor: how many of the customer's users answered each
 * survey, and its answers as CSV or JSON. Surveys are authored, opened and closed on the Records page.
 */
export default function SurveyAnswersSection({ customerId }: CustomerSettingsProps) {
  const { t, i18n } = usePortalTranslation('surveys');
  const http = useService(HttpClient);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const reload = useCallback(async () => {
    setLoad({ kind: 'loading' });
    const result = await http.get(SurveyAdminPaths.list(customerId), SurveyOverviewList);
    setLoad(result.ok ? { kind: 'loaded', list: result.data } : { kind: 'failed', failure: result });
  }, [http, customerId]);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.kind === 'loading')
    return (
      <div role="status">
        <Spin size="small" /> {t('admin.loading')}
      </div>
    );
  if (load.kind === 'failed')
    return <LoadFailedAlert title={t('admin.loadFailed')} failure={load.failure} onRetry={() => void reload()} />;
  return (
    <div role="group" aria-label={t('admin.title')}>
      <p className="muted" style={{ marginTop: 0 }}>
        {t('admin.intro')}
      </p>
      <ListTable<SurveyOverview>
        rows={load.list}
        rowKey="code"
        emptyText={t('admin.empty')}
        columns={[
          { title: t('admin.code'), dataIndex: 'code', key: 'code' },
          {
            title: t('admin.surveyTitle'),
            key: 'title',
            render: (_: unknown, survey: SurveyOverview) => pick(survey.title, i18n.language),
          },
          {
            title: t('admin.state'),
            key: 'state',
            render: (_: unknown, survey: SurveyOverview) => t(`admin.states.${survey.state}`),
          },
          { title: t('admin.responses'), dataIndex: 'responses', key: 'responses' },
          { title: t('admin.completed'), dataIndex: 'completed', key: 'completed' },
          {
            title: t('admin.export'),
            key: 'export',
            render: (_: unknown, survey: SurveyOverview) => (
              <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
                {(['csv', 'json'] as const).map((format) => (
                  <a
                    key={format}
                    href={SurveyAdminPaths.answers(customerId, survey.code, format)}
                    download
                    aria-label={t(`admin.exportAs.${format}`, { code: survey.code })}
                  >
                    {format.toUpperCase()}
                  </a>
                ))}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
