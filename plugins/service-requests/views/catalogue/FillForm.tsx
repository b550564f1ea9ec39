import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { CallFailure, ListLoading, LoadFailedAlert } from '../../../../core/plugin-api/components';
import type { CatalogueStore } from '../../stores/catalogue-store';
import { AnswerField } from './AnswerField';
import { inLanguage } from './in-language';
import { problemText } from './problem-text';
import { SubmittedResult } from './SubmittedResult';

/**
 * A catalogue form being filled: only the fields its conditions show, each checked as the server checks it; the
 * answers stay when sending fails. Sent: the spec's service-request success text with the number, or waiting for sign-off.
 */
export const FillForm = observer(function FillForm({ store }: { store: CatalogueStore }) {
  const { t, i18n } = usePortalTranslation('service-requests');
  const language = i18n.language;
  const id = useId();
  const summary = useRef<HTMLDivElement>(null);

  if (store.filedNumber || store.waitingSignOff) return <SubmittedResult store={store} />;
  if (store.formState === 'failed' && store.formFailure && !store.form) {
    return (
      <LoadFailedAlert
        title={t('catalogue.formLoadFailed')}
        failure={store.formFailure}
        onRetry={() => store.openedId && void store.open(store.openedId)}
      />
    );
  }
  if (!store.form) return <ListLoading text={t('catalogue.formLoading')} />;

  const { definition, people, licences } = store.form;
  const visible = store.visible;
  const submit = async () => {
    await store.submit();
    if (store.problems.length > 0) summary.current?.focus();
  };
  return (
    <form
      className="catalogue-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`}>{inLanguage(definition.title, language)}</h2>
      {definition.description.en || definition.description.nl ? (
        <p>{inLanguage(definition.description, language)}</p>
      ) : null}
      <div ref={summary} tabIndex={-1}>
        {store.reloadedAfterChange ? <Alert type="info" showIcon title={t('catalogue.changed')} /> : null}
        {store.tried && store.problems.length > 0 ? (
          <Alert type="error" showIcon role="alert" title={t('catalogue.problems')} />
        ) : null}
        {store.submitFailure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('wizard.error.title')}
            description={
              <>
                <p>{t('wizard.error.message')}</p>
                <CallFailure result={store.submitFailure} onRetry={() => void submit()} />
              </>
            }
          />
        ) : null}
      </div>
      {definition.fields
        .filter((field) => visible.has(field.id))
        .map((field) => {
          const problem = store.tried ? store.problemOf(field.id) : undefined;
          return (
            <AnswerField
              key={field.id}
              id={`${id}-${field.id}`}
              field={field}
              value={store.answers[field.id]}
              problem={problem ? problemText(t, language, problem) : null}
              people={people}
              licences={licences}
              onChange={(value) => store.setAnswer(field.id, value)}
            />
          );
        })}
      <div className="catalogue-actions">
        <Button htmlType="submit" type="primary" size="large" loading={store.submitting}>
          {store.submitting ? t('catalogue.submitting') : t('catalogue.submit')}
        </Button>
        <Button size="large" onClick={store.close}>
          {t('catalogue.back')}
        </Button>
      </div>
    </form>
  );
});
