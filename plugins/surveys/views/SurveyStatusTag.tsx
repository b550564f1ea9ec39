import { NO_VALUE, useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { ToneTag } from '../../../core/plugin-api/components';
import type { SurveySummary } from '../contract';

/** Completed (with the date), a saved draft, or not started: the reader's own. */
export function SurveyStatusTag({ survey }: { survey: SurveySummary }) {
  const { t } = usePortalTranslation('surveys');
  const format = useFormat();
  if (survey.completed) {
    const on = survey.completedAt ? format.date(survey.completedAt) : NO_VALUE;
    return (
      <ToneTag tone="success">
        {on !== NO_VALUE ? t('status.completedOn', { date: on }) : t('status.completed')}
      </ToneTag>
    );
  }
  return survey.hasDraft ? (
    <ToneTag tone="warning">{t('status.draft')}</ToneTag>
  ) : (
    <ToneTag tone="neutral">{t('status.open')}</ToneTag>
  );
}
