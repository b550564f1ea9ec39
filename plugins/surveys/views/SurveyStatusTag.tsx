import Tag from 'antd/es/tag';
import { NO_VALUE, useFormat, usePortalTranslation } from '../../../core/plugin-api';
import type { SurveySummary } from '../contract';

// Solid colours dark enough for white text (WCAG AA); antd's light presets fail the contrast check.
const COMPLETED = '#237804';
const DRAFT = '#874d00';
const OPEN = '#595959';

/** Completed (with the date), a saved draft, or not started: the reader's own. */
export function SurveyStatusTag({ survey }: { survey: SurveySummary }) {
  const { t } = usePortalTranslation('surveys');
  const format = useFormat();
  if (survey.completed) {
    const on = survey.completedAt ? format.date(survey.completedAt) : NO_VALUE;
    return (
      <Tag color={COMPLETED}>{on !== NO_VALUE ? t('status.completedOn', { date: on }) : t('status.completed')}</Tag>
    );
  }
  return survey.hasDraft ? <Tag color={DRAFT}>{t('status.draft')}</Tag> : <Tag color={OPEN}>{t('status.open')}</Tag>;
}
