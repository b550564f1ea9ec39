import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { FieldError } from '../../../../core/plugin-api/components';
import { FIELD_KINDS, type ChoiceOption, type FormField } from '../../contract-catalogue';
import type { DesignProblem } from '../../stores/designer-store';
import { inLanguage } from '../catalogue/in-language';
import { problemText } from '../catalogue/problem-text';
import { Setting } from './Setting';

interface Props {
  id: string;
  index: number;
  count: number;
  field: FormField;
  others: readonly FormField[];
  problems: readonly DesignProblem[];
  onChange: (patch: Partial<FormField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const optionsText = (options: readonly ChoiceOption[] | undefined) =>
  (options ?? []).map((option) => `${option.value} | ${option.label.en} | ${option.label.nl}`).join('\n');
const optionsOf = (text: string): ChoiceOption[] =>
  text
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter(([value]) => value)
    .map(([value, en, nl]) => ({ value: value!, label: { en: en || value!, nl: nl || en || value! } }));
const numberOr = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));
const textOr = (text: string) => (text.trim() === '' ? undefined : text);

/** One field of a form in the designer: its kind, texts in both languages, checks and condition. */
export function FieldEditor({ id, index, count, field, others, problems, onChange, onMove, onRemove }: Props) {
  const { t, i18n } = usePortalTranslation('service-requests');
  const language = i18n.language;
  const [options, setOptions] = useState(() => optionsText(field.options));
  const label = inLanguage(field.label, language) || field.id;
  const isText = field.kind === 'text' || field.kind === 'multiline';
  const setting = (name: string, key: string, value: string, change: (text: string) => void) => (
    <Setting id={`${id}-${name}`} label={t(key)} value={value} onChange={change} />
  );
  const bilingual = (name: 'label' | 'help', enKey: string, nlKey: string) => (
    <div className="designer-pair">
      {setting(`${name}-en`, enKey, field[name]?.en ?? '', (en) =>
        onChange({ [name]: { en, nl: field[name]?.nl ?? '' } }),
      )}
      {setting(`${name}-nl`, nlKey, field[name]?.nl ?? '', (nl) =>
        onChange({ [name]: { en: field[name]?.en ?? '', nl } }),
      )}
    </div>
  );
  return (
    <fieldset className="designer-field">
      <legend>{t('designer.fields.field', { number: index + 1, label })}</legend>
      {problems.map((problem, at) => (
        <FieldError key={at} text={`${problem.path ? `${problem.path}: ` : ''}${problemText(t, language, problem)}`} />
      ))}
      <div className="designer-pair">
        {setting('id', 'designer.fields.id', field.id, (value) => onChange({ id: value.trim() }))}
        <div className="designer-setting">
          <label htmlFor={`${id}-kind`}>{t('designer.fields.kind')}</label>
          <Select
            id={`${id}-kind`}
            size="large"
            style={{ width: '100%' }}
            virtual={false}
            value={field.kind}
            onChange={(kind: FormField['kind']) => onChange({ kind })}
            options={FIELD_KINDS.map((kind) => ({ value: kind, label: t(`designer.fields.kinds.${kind}`) }))}
          />
        </div>
      </div>
      {bilingual('label', 'designer.fields.labelEn', 'designer.fields.labelNl')}
      {bilingual('help', 'designer.fields.helpEn', 'designer.fields.helpNl')}
      <Checkbox checked={field.required} onChange={(e) => onChange({ required: e.target.checked })}>
        {t('designer.fields.required')}
      </Checkbox>
      {isText ? (
        <>
          <div className="designer-pair">
            {setting('min', 'designer.fields.minLength', String(field.minLength ?? ''), (v) =>
              onChange({ minLength: numberOr(v) }),
            )}
            {setting('max', 'designer.fields.maxLength', String(field.maxLength ?? ''), (v) =>
              onChange({ maxLength: numberOr(v) }),
            )}
          </div>
          {setting('pattern', 'designer.fields.pattern', field.pattern?.regex ?? '', (regex) =>
            onChange({
              pattern: textOr(regex) ? { regex, message: field.pattern?.message ?? { en: '', nl: '' } } : undefined,
            }),
          )}
          {field.pattern ? (
            <div className="designer-pair">
              {setting('pattern-en', 'designer.fields.patternEn', field.pattern.message.en, (en) =>
                onChange({ pattern: { ...field.pattern!, message: { ...field.pattern!.message, en } } }),
              )}
              {setting('pattern-nl', 'designer.fields.patternNl', field.pattern.message.nl, (nl) =>
                onChange({ pattern: { ...field.pattern!, message: { ...field.pattern!.message, nl } } }),
              )}
            </div>
          ) : null}
        </>
      ) : null}
      {field.kind === 'date' ? (
        <div className="designer-pair">
          {setting('earliest', 'designer.fields.earliest', field.earliest ?? '', (v) =>
            onChange({ earliest: textOr(v) }),
          )}
          {setting('latest', 'designer.fields.latest', field.latest ?? '', (v) => onChange({ latest: textOr(v) }))}
        </div>
      ) : null}
      {field.kind === 'choice' ? (
        <div className="designer-setting">
          <label htmlFor={`${id}-options`}>{t('designer.fields.options')}</label>
          <Input.TextArea
            id={`${id}-options`}
            rows={3}
            value={options}
            onChange={(e) => {
              setOptions(e.target.value);
              onChange({ options: optionsOf(e.target.value) });
            }}
          />
        </div>
      ) : null}
      <div className="designer-pair">
        <div className="designer-setting">
          <label htmlFor={`${id}-when`}>{t('designer.fields.showWhen')}</label>
          <Select
            id={`${id}-when`}
            size="large"
            style={{ width: '100%' }}
            virtual={false}
            value={field.showWhen?.field ?? ''}
            onChange={(other: string) =>
              onChange({ showWhen: other ? { field: other, value: field.showWhen?.value } : undefined })
            }
            options={[
              { value: '', label: t('designer.fields.always') },
              ...others.map((other) => ({ value: other.id, label: inLanguage(other.label, language) || other.id })),
            ]}
          />
        </div>
        {field.showWhen
          ? setting('when-value', 'designer.fields.showValue', field.showWhen.value ?? '', (value) =>
              onChange({ showWhen: { field: field.showWhen!.field, ...(value ? { value } : {}) } }),
            )
          : null}
      </div>
      <div className="designer-field-actions">
        <Button disabled={index === 0} onClick={() => onMove(-1)}>
          {t('designer.fields.up', { label })}
        </Button>
        <Button disabled={index === count - 1} onClick={() => onMove(1)}>
          {t('designer.fields.down', { label })}
        </Button>
        <Button danger disabled={count <= 1} onClick={onRemove}>
          {t('designer.fields.remove', { label })}
        </Button>
      </div>
    </fieldset>
  );
}
