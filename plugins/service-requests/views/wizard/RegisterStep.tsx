import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { usePortalTranslation, useService, type WizardStepProps } from '../../../../core/plugin-api';
import { ListLoading } from '../../../../core/plugin-api/components';
import { LIMITS } from '../../contract';
import { ServiceRequestsStoreToken } from '../../stores/service-requests-store';
import { fieldProblems, type WizardValues } from '../../stores/wizard-values';
import { describedBy, Field } from './Field';

type FieldName = 'category' | 'name' | 'description' | 'callerName' | 'callerEmail' | 'callerPhone';

/** Step 1: category, title, description and the caller's contact data (prefilled from the account, editable). */
const RegisterStep = observer(function RegisterStep({
  values,
  onChange,
  showProblems = false,
}: WizardStepProps<WizardValues>) {
  const { t, i18n } = usePortalTranslation('service-requests');
  const store = useService(ServiceRequestsStoreToken);
  const id = useId();
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});

  useEffect(() => {
    if (!store.intake && store.intakeState !== 'loading') void store.loadIntake();
  }, [store]);
  useEffect(() => {
    const caller = store.intake?.caller;
    if (caller && !values.prefilled) {
      onChange({ callerName: caller.name, callerEmail: caller.email, callerPhone: caller.phone, prefilled: true });
    }
  }, [store.intake, values.prefilled, onChange]);

  if (store.intakeState === 'failed' && !store.intake) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('wizard.loadFailed')}
        action={<Button onClick={() => void store.loadIntake()}>{t('wizard.retry')}</Button>}
      />
    );
  }
  if (!store.intake) return <ListLoading text={t('wizard.loading')} />;

  const problems = fieldProblems(values);
  const problemOf = (name: FieldName) => {
    // A field says its problem once left, and every field does once the user tried to go on.
    const key = touched[name] || showProblems ? problems[name] : undefined;
    return key ? t(key) : null;
  };
  const leave = (name: FieldName) => () => setTouched((current) => ({ ...current, [name]: true }));
  const language = i18n.language.startsWith('nl') ? 'nl' : 'en';
  const text = (
    name: Exclude<FieldName, 'category'>,
    label: string,
    options: { hint?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <Field id={`${id}-${name}`} label={label} hint={options.hint} problem={problemOf(name)}>
      <Input
        id={`${id}-${name}`}
        size="large"
        type={options.type}
        autoComplete={options.autoComplete}
        value={values[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
        onBlur={leave(name)}
        status={problemOf(name) ? 'error' : undefined}
        aria-invalid={problemOf(name) ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}`, Boolean(options.hint), Boolean(problemOf(name)))}
      />
    </Field>
  );

  return (
    <div className="service-request-register">
      <Field id={`${id}-category`} label={t('wizard.category')} problem={problemOf('category')}>
        <Select
          id={`${id}-category`}
          size="large"
          style={{ width: '100%' }}
          virtual={false}
          placeholder={t('wizard.categoryPlaceholder')}
          value={values.category || undefined}
          onChange={(category: string) => onChange({ category })}
          onBlur={leave('category')}
          status={problemOf('category') ? 'error' : undefined}
          aria-invalid={problemOf('category') ? true : undefined}
          aria-describedby={describedBy(`${id}-category`, false, Boolean(problemOf('category')))}
          options={store.intake.categories.map((category) => ({
            value: category.id,
            label: category.name?.[language] ?? category.id,
          }))}
        />
      </Field>
      {text('name', t('wizard.name'), { hint: t('wizard.nameHint', LIMITS.name) })}
      <Field
        id={`${id}-description`}
        label={t('wizard.description')}
        hint={t('wizard.descriptionHint', LIMITS.description)}
        problem={problemOf('description')}
      >
        <Input.TextArea
          id={`${id}-description`}
          rows={5}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
          onBlur={leave('description')}
          status={problemOf('description') ? 'error' : undefined}
          aria-invalid={problemOf('description') ? true : undefined}
          aria-describedby={describedBy(`${id}-description`, true, Boolean(problemOf('description')))}
        />
      </Field>
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 15, marginBottom: 4 }}>{t('wizard.contact')}</legend>
        <p style={{ marginTop: 0, fontSize: 13 }}>{t('wizard.contactHint')}</p>
        {text('callerName', t('wizard.callerName'), { autoComplete: 'name' })}
        {text('callerEmail', t('wizard.callerEmail'), { type: 'email', autoComplete: 'email' })}
        {text('callerPhone', t('wizard.callerPhone'), { type: 'tel', autoComplete: 'tel' })}
      </fieldset>
    </div>
  );
});

export default RegisterStep;
