import Tag from 'antd/es/tag';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { SurveySummary } from '../contract';
import { formatDate } from './localized';

// Solid colours dark enough for white text (WCAG AA); antd's light presets fail the contrast check.
const COMPLETED = '#237804';
const DRAFT = '#874d00';
const OPEN = '#595959';

/** Completed (with the date), a saved draft, or not started: the reader's own. */
export function SurveyStatusTag({ survey }: { survey: SurveySummary }) {
  const { t, i18n } = usePortalTranslation('surveys');
  if (survey.completed) {
    const on = formatDate(survey.completedAt, i18n.language);
    return <Tag color={COMPLETED}>{on ? t('status.completedOn', { date: on }) : t('status.completed')}</Tag>;
  }
  return survey.hasDraft ? <Tag color={DRAFT}>{t('status.draft')}</Tag> : <Tag color={OPEN}>{t('status.open')}</Tag>;
}
