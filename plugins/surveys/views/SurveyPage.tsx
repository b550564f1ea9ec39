import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { HttpClient, useFormat, usePortalTranslation, useService } from '../../../core/plugin-api';
import { CallFailure, ListLoading, LoadFailedAlert, OutcomeMessage } from '../../../core/plugin-api/components';
import { SurveyStore } from '../stores/survey-store';
import { pick } from './localized';
import { QuestionField } from './QuestionField';
import { SurveyAnswers } from './SurveyAnswers';

interface Props {
  surveyId: string;
  onBack: () => void;
}

/** One survey: its questions to answer (save a draft, submit), or once submitted the answers, read-only. */
export const SurveyPage = observer(function SurveyPage({ surveyId, onBack }: Props) {
  const { t, i18n } = usePortalTranslation('surveys');
  const format = useFormat();
  const http = useService(HttpClient);
  const [store] = useState(() => new SurveyStore(http, surveyId));
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    void store.load();
  }, [store]);

  const focusFirstProblem = () => {
    const first = store.survey?.questions.find((question) => store.problems[question.id]);
    const box = first && formRef.current?.querySelector<HTMLElement>(`[data-question="${CSS.escape(first.id)}"]`);
    box?.querySelector<HTMLElement>('textarea, input')?.focus();
  };
  const attempt = async (save: () => Promise<boolean>) => {
    if (!(await save()) && store.refusal?.kind === 'invalid') focusFirstProblem();
  };

  const back = (
    <Button
      type="link"
      icon={<ArrowLeftOutlined aria-hidden />}
      onClick={onBack}
      style={{ paddingInline: 0, minHeight: 44, color: 'var(--portal-link, #1a56a0)' }}
    >
      {t('back')}
    </Button>
  );
  if (store.loadState === 'failed') {
    return (
      <>
        {back}
        <LoadFailedAlert title={t('surveyLoadFailed')} failure={store.loadFailure} onRetry={() => void store.load()} />
      </>
    );
  }
  const survey = store.survey;
  if (!survey)
    return (
      <>
        {back}
        <ListLoading text={t('loading')} />
      </>
    );

  const refusal = store.refusal;
  return (
    <section aria-labelledby={titleId} style={{ maxWidth: 760 }}>
      {back}
      <h1 id={titleId} style={{ fontSize: 20, margin: '8px 0 4px' }}>
        {pick(survey.title, i18n.language)}
      </h1>
      <p style={{ margin: '0 0 16px', opacity: 0.85 }}>{t('code', { code: survey.code })}</p>
      {survey.description && <p>{pick(survey.description, i18n.language)}</p>}
      {store.outcome && (
        <OutcomeMessage
          tone="success"
          onClose={() => {
            store.outcome = null;
          }}
          text={store.outcome === 'submitted' ? t('outcome.submitted') : t('outcome.saved')}
        />
      )}
      {store.readOnly ? (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={
              survey.status === 'completed' ? t('readOnly', { date: format.date(survey.completedAt) }) : t('closed')
            }
          />
          {refusal?.kind === 'completed' && (
            <Alert type="warning" showIcon role="alert" style={{ marginBottom: 16 }} title={t('refusal.completed')} />
          )}
          <SurveyAnswers questions={survey.questions} answers={survey.answers} />
        </>
      ) : (
        <form
          ref={formRef}
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => {
            event.preventDefault();
            void attempt(store.submit);
          }}
        >
          <p style={{ fontSize: 13 }}>{t('form.requiredNote')}</p>
          {refusal?.kind === 'invalid' && (
            <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={t('refusal.invalid')} />
          )}
          {refusal?.kind === 'failed' && (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
              title={t('refusal.failed')}
              description={
                <CallFailure
                  result={refusal.failure}
                  onRetry={() => void attempt(refusal.submitting ? store.submit : store.saveDraft)}
                />
              }
            />
          )}
          {survey.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={store.answers[question.id]}
              problem={store.problems[question.id]}
              disabled={store.saving !== null}
              onChange={(value) => store.setAnswer(question.id, value)}
            />
          ))}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <Button
              type="primary"
              htmlType="submit"
              loading={store.saving === 'submit'}
              disabled={store.saving === 'draft'}
              style={{ minHeight: 44 }}
            >
              {t('form.submit')}
            </Button>
            <Button
              loading={store.saving === 'draft'}
              disabled={store.saving === 'submit'}
              style={{ minHeight: 44 }}
              onClick={() => void attempt(store.saveDraft)}
            >
              {t('form.saveDraft')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
});
