import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import type { CSSProperties } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import {
  MAX_TEXT_ANSWER,
  RATING_MAX,
  RATING_MIN,
  type AnswerProblem,
  type AnswerValue,
  type Question,
} from '../contract';
import { FieldError } from '../../../core/plugin-api/components';
import { pick } from './localized';

interface Props {
  question: Question;
  value: AnswerValue | null | undefined;
  problem: AnswerProblem | undefined;
  disabled: boolean;
  onChange: (value: AnswerValue | null) => void;
}

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
const fieldset: CSSProperties = { border: 0, margin: '0 0 24px', padding: 0, minWidth: 0 };
const legend: CSSProperties = { fontWeight: 600, marginBottom: 8, fontSize: 15, whiteSpace: 'normal' };
// Read by screen readers, not shown: the * beside a required question is hidden from them.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** One question: text, a choice of options, or a rating of 1 to 5; its message beneath it. */
export function QuestionField({ question, value, problem, disabled, onChange }: Props) {
  const { t, i18n } = usePortalTranslation('surveys');
  const id = `question-${question.id}`;
  const errorId = `${id}-error`;
  const label = (
    <>
      {pick(question.label, i18n.language)}
      {question.required ? (
        <>
          <span aria-hidden> *</span>
          <span style={visuallyHidden}> ({t('form.required')})</span>
        </>
      ) : (
        <span style={{ fontWeight: 400 }}> ({t('form.optional')})</span>
      )}
    </>
  );
  const message =
    problem && problem !== 'unknownQuestion' ? (
      <FieldError
        id={errorId}
        text={t(`problems.${problem}`, {
          min: RATING_MIN,
          max: RATING_MAX,
          limit: MAX_TEXT_ANSWER,
          count: String(value ?? '').length,
        })}
      />
    ) : null;
  const described = message ? errorId : undefined;

  if (question.type === 'text') {
    return (
      <div style={fieldset} data-question={question.id}>
        <label htmlFor={id} style={{ ...legend, display: 'block' }}>
          {label}
        </label>
        <Input.TextArea
          id={id}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          autoSize={{ minRows: 3, maxRows: 10 }}
          aria-required={question.required || undefined}
          aria-invalid={Boolean(message) || undefined}
          aria-describedby={described}
          status={message ? 'error' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {message}
      </div>
    );
  }
  return (
    <fieldset style={fieldset} data-question={question.id} aria-describedby={described}>
      <legend style={legend}>{label}</legend>
      {question.type === 'choice' ? (
        <Radio.Group
          id={id}
          value={value ?? null}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as string)}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={(question.options ?? []).map((option) => ({
            value: option.value,
            label: pick(option.label, i18n.language),
            style: { minHeight: 44, alignItems: 'center' },
          }))}
        />
      ) : (
        <>
          <Radio.Group
            id={id}
            value={value ?? null}
            disabled={disabled}
            optionType="button"
            buttonStyle="solid"
            onChange={(event) => onChange(event.target.value as number)}
            options={RATINGS.map((rating) => ({
              value: rating,
              label: String(rating),
              title: t('form.ratingOf', { rating, max: RATING_MAX }),
              style: { minWidth: 44, height: 44, lineHeight: '42px', textAlign: 'center' },
            }))}
          />
          <div style={{ fontSize: 13, marginTop: 4, opacity: 0.85 }}>
            {t('form.ratingScale', { min: RATING_MIN, max: RATING_MAX })}
          </div>
        </>
      )}
      {message}
    </fieldset>
  );
}
