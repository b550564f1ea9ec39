import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { useMediaQuery, usePortalTranslation } from '../../../core/plugin-api';
import { ListTable } from '../../../core/plugin-api/components';
import type { SurveySummary } from '../contract';
import { pick } from './localized';
import { SurveyStatusTag } from './SurveyStatusTag';

/** A phone-sized content area: the list shows one column per survey instead of four. */
const PHONE_WIDTH = '(max-width: 640px)';

interface Props {
  surveys: SurveySummary[];
  onOpen: (survey: SurveySummary) => void;
}

/** Title, code and completed per survey, with the way in: answer, continue, or read the answers. */
export function SurveyList({ surveys, onOpen }: Props) {
  const { t, i18n } = usePortalTranslation('surveys');
  const openLabel = (survey: SurveySummary) =>
    survey.completed ? 'open.view' : survey.hasDraft ? 'open.continue' : 'open.answer';
  const narrow = useMediaQuery(PHONE_WIDTH);
  const openButton = (survey: SurveySummary) => (
    <Button
      type={survey.completed ? 'default' : 'primary'}
      style={{ minHeight: 44 }}
      onClick={() => onOpen(survey)}
      aria-label={t(`${openLabel(survey)}For`, { title: pick(survey.title, i18n.language) })}
    >
      {t(openLabel(survey))}
    </Button>
  );
  // On a phone one column holds everything, so nothing scrolls out of sight.
  const narrowColumns: ColumnsType<SurveySummary> = [
    {
      title: t('columns.survey'),
      key: 'survey',
      render: (_: unknown, survey) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
          <strong>{pick(survey.title, i18n.language)}</strong>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <span>{t('code', { code: survey.code })}</span> <SurveyStatusTag survey={survey} />
          </div>
          {openButton(survey)}
        </div>
      ),
    },
  ];
  const columns: ColumnsType<SurveySummary> = [
    {
      title: t('columns.title'),
      key: 'title',
      sorter: (a, b) => pick(a.title, i18n.language).localeCompare(pick(b.title, i18n.language), i18n.language),
      render: (_: unknown, survey) => pick(survey.title, i18n.language),
    },
    {
      title: t('columns.code'),
      dataIndex: 'code',
      key: 'code',
      width: 110,
      sorter: (a, b) => a.code.localeCompare(b.code),
    },
    {
      title: t('columns.completed'),
      key: 'completed',
      width: 190,
      render: (_: unknown, survey) => <SurveyStatusTag survey={survey} />,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 170,
      render: (_: unknown, survey) => openButton(survey),
    },
  ];
  return (
    <ListTable<SurveySummary>
      rowKey="id"
      columns={narrow ? narrowColumns : columns}
      rows={surveys}
      tableLayout="fixed"
      scroll={narrow ? undefined : { x: 620 }}
      emptyText={t('empty')}
    />
  );
}
