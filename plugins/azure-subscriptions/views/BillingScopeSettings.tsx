import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useEffect, useId, useState } from 'react';
import { usePortalTranslation, type CustomerSettingsProps } from '../../../core/plugin-api';
import { CallFailure, FieldError, LoadFailedAlert } from '../../../core/plugin-api/components';
import { BILLING_SCOPE, BILLING_SCOPE_MAX_LENGTH } from '../contract';
import { useBillingScope } from './use-billing-scope';

/**
 * The "Azure plan" section of the administration's customer editor: the billing scope under which the customer's
 * requested Azure subscriptions are created through Azure (with the customer's Microsoft connection); without one,
 * requests wait for the provider's own provisioning.
 */
export default function BillingScopeSettings({ customerId }: CustomerSettingsProps) {
  const { t } = usePortalTranslation('azure-subscriptions');
  const { load, reload, busy, outcome, save, remove } = useBillingScope(customerId);
  const id = useId();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const stored = load.kind === 'loaded' ? load.billingScope : null;
  useEffect(() => {
    setValue(stored ?? '');
    setTouched(false);
  }, [stored]);

  if (load.kind === 'loading')
    return (
      <div role="status">
        <Spin size="small" /> {t('billingScope.loading')}
      </div>
    );
  if (load.kind === 'failed')
    return <LoadFailedAlert title={t('billingScope.loadFailed')} failure={load.failure} onRetry={reload} />;

  const trimmed = value.trim();
  const valid = trimmed.length <= BILLING_SCOPE_MAX_LENGTH && BILLING_SCOPE.test(trimmed);
  const error = touched && !valid ? t('billingScope.invalid') : null;
  const submit = () => {
    setTouched(true);
    if (valid) void save(trimmed);
  };

  return (
    // A group, not a form: the section sits inside the customer editor, whose own form must not hold another.
    <div role="group" aria-label={t('billingScope.title')}>
      <p className="muted" style={{ marginTop: 0 }}>
        {stored ? t('billingScope.intro') : t('billingScope.none')}
      </p>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {t('billingScope.label')}
      </label>
      <Input
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        disabled={busy}
        placeholder="/providers/Microsoft.Billing/billingAccounts/…/customers/…"
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${id}-error ${id}-help`}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        style={{ fontFamily: 'monospace' }}
      />
      {error ? <FieldError id={`${id}-error`} text={error} role="alert" /> : null}
      <p id={`${id}-help`} className="muted" style={{ margin: '4px 0 16px' }}>
        {t('billingScope.help')}
      </p>
      {outcome ? (
        <div style={{ marginBottom: 16 }}>
          {outcome.kind === 'failed' ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('billingScope.saveFailed')}
              description={<CallFailure result={outcome.failure} onRetry={outcome.retry} />}
            />
          ) : (
            <Alert type="success" showIcon role="status" title={t(`billingScope.${outcome.kind}`)} />
          )}
        </div>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="primary" loading={busy} onClick={submit}>
          {t('billingScope.save')}
        </Button>
        {stored ? (
          <Button danger disabled={busy} onClick={() => void remove()}>
            {t('billingScope.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
