import { usePortalTranslation } from '../../../core/plugin-api';
import { RATING_MAX, type AnswerValue, type Question } from '../contract';
import { pick } from './localized';

/** A submitted survey: each question with the answer given, read-only. */
export function SurveyAnswers({
  questions,
  answers,
}: {
  questions: Question[];
  answers: Record<string, AnswerValue | null>;
}) {
  const { t, i18n } = usePortalTranslation('surveys');
  const shown = (question: Question) => {
    const value = answers[question.id];
    if (value === null || value === undefined || value === '') return t('answers.none');
    if (question.type === 'rating') return t('answers.rating', { rating: value, max: RATING_MAX });
    if (question.type === 'choice') {
      const option = question.options?.find((o) => o.value === value);
      return option ? pick(option.label, i18n.language) : String(value);
    }
    return String(value);
  };
  return (
    <dl style={{ margin: 0 }}>
      {questions.map((question) => (
        <div key={question.id} style={{ marginBottom: 16 }}>
          <dt style={{ fontWeight: 600 }}>{pick(question.label, i18n.language)}</dt>
          <dd style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>{shown(question)}</dd>
        </div>
      ))}
    </dl>
  );
}
