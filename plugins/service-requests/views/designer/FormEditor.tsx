import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { CallFailure, FieldError, OutcomeMessage } from '../../../../core/plugin-api/components';
import type { DesignerStore } from '../../stores/designer-store';
import { inLanguage } from '../catalogue/in-language';
import { problemText } from '../catalogue/problem-text';
import { FieldEditor } from './FieldEditor';
import { Setting } from './Setting';

/** A form in the designer: its texts, category, customers, sign-off and publication, and its fields. */
export const FormEditor = observer(function FormEditor({ store }: { store: DesignerStore }) {
  const { t, i18n } = usePortalTranslation('service-requests');
  const language = i18n.language;
  const id = useId();
  const summary = useRef<HTMLDivElement>(null);
  const form = store.draft!;
  const formProblems = store.problems.filter((problem) => problem.field === '');
  const pair = (name: 'title' | 'description', enKey: string, nlKey: string) => (
    <div className="designer-pair">
      <Setting
        id={`${id}-${name}-en`}
        label={t(enKey)}
        value={form[name].en}
        multiline={name === 'description'}
        onChange={(en) => store.change({ [name]: { ...form[name], en } })}
      />
      <Setting
        id={`${id}-${name}-nl`}
        label={t(nlKey)}
        value={form[name].nl}
        multiline={name === 'description'}
        onChange={(nl) => store.change({ [name]: { ...form[name], nl } })}
      />
    </div>
  );
  return (
    <form
      className="designer-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        // A refused form says so at its top: the reader is taken there.
        void store.save().then((saved) => !saved && summary.current?.focus());
      }}
    >
      <h2 id={`${id}-title`}>
        {store.editingId ? t('designer.edit', { title: inLanguage(form.title, language) }) : t('designer.new')}
      </h2>
      {store.outcome ? (
        <OutcomeMessage
          tone="success"
          text={t(store.outcome.key, store.outcome.values)}
          onClose={store.dismissOutcome}
        />
      ) : null}
      <div ref={summary} tabIndex={-1}>
        {store.problems.length > 0 ? <Alert type="error" showIcon role="alert" title={t('designer.refused')} /> : null}
        {formProblems.map((problem, at) => (
          <FieldError
            key={at}
            text={`${problem.path ? `${problem.path}: ` : ''}${problemText(t, language, problem)}`}
          />
        ))}
        {store.saveFailure ? <CallFailure result={store.saveFailure} onRetry={() => void store.save()} /> : null}
      </div>
      {pair('title', 'designer.form.titleEn', 'designer.form.titleNl')}
      {pair('description', 'designer.form.descriptionEn', 'designer.form.descriptionNl')}
      <div className="designer-setting">
        <label htmlFor={`${id}-category`}>{t('designer.form.category')}</label>
        <Select
          id={`${id}-category`}
          size="large"
          style={{ width: '100%' }}
          virtual={false}
          value={form.category}
          onChange={(category: string) => store.change({ category })}
          options={store.categories.map((category) => ({
            value: category.id,
            label: inLanguage(category.name, language),
          }))}
        />
      </div>
      <fieldset className="designer-setting">
        <legend>{t('designer.form.customers')}</legend>
        <Radio.Group
          value={form.customers === null ? 'all' : 'chosen'}
          onChange={(e) => store.change({ customers: e.target.value === 'all' ? null : (form.customers ?? []) })}
        >
          <Radio value="all">{t('designer.form.allCustomers')}</Radio>
          <Radio value="chosen">{t('designer.form.chosenCustomers')}</Radio>
        </Radio.Group>
        {form.customers !== null ? (
          <Select
            mode="multiple"
            size="large"
            style={{ width: '100%', marginTop: 8 }}
            virtual={false}
            aria-label={t('designer.form.chooseCustomers')}
            value={form.customers}
            onChange={(customers: string[]) => store.change({ customers })}
            options={store.customers.map((customer) => ({ value: customer.id, label: customer.name }))}
          />
        ) : null}
      </fieldset>
      <Checkbox checked={form.needsSignOff} onChange={(e) => store.change({ needsSignOff: e.target.checked })}>
        {t('designer.form.needsSignOff')}
      </Checkbox>
      <Checkbox checked={form.published} onChange={(e) => store.change({ published: e.target.checked })}>
        {t('designer.form.publish')}
      </Checkbox>
      <h3>{t('designer.fields.title')}</h3>
      {form.fields.map((field, index) => (
        <FieldEditor
          // The position keys the editor: an id being typed must not remount it.
          key={index}
          id={`${id}-f${index}`}
          index={index}
          count={form.fields.length}
          field={field}
          others={form.fields.filter((other) => other !== field)}
          problems={store.problems.filter((problem) => problem.field !== '' && problem.field === field.id)}
          onChange={(patch) => store.changeField(index, patch)}
          onMove={(by) => store.moveField(index, by)}
          onRemove={() => store.removeField(index)}
        />
      ))}
      <div className="designer-actions">
        <Button size="large" onClick={store.addField}>
          {t('designer.fields.add')}
        </Button>
        <Button htmlType="submit" type="primary" size="large" loading={store.saving}>
          {t('designer.save')}
        </Button>
        <Button size="large" onClick={store.closeEditor}>
          {t('designer.back')}
        </Button>
      </div>
    </form>
  );
});
