import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { AccountStore, usePortalTranslation, useService, type WizardStepProps } from '../../../core/plugin-api';
import { FieldError } from '../../../core/plugin-api/components';
import { refusedNameCharacters, subscriptionNameProblem, upnProblem } from '../contract';
import { AzureSubscriptionsStoreToken, type AzureSubscriptionDraft } from '../stores/azure-subscriptions-store';
import { fieldStyle, hintStyle, labelStyle } from './field-styles';

const touchHeight = { minHeight: 44 };

/**
 * The wizard's enter step: name, owner and tenant. A field's problem shows once the user has left it, and every
 * field's once the wizard's Next was refused. Tenants come from the account: while they load the field says so.
 */
const EnterStep = observer(function EnterStep({
  values,
  onChange,
  showProblems = false,
}: WizardStepProps<AzureSubscriptionDraft>) {
  const { t } = usePortalTranslation('azure-subscriptions');
  const account = useService(AccountStore);
  const store = useService(AzureSubscriptionsStoreToken);
  const id = useId();
  const [left, setLeft] = useState({ name: values.name !== '', owner: values.ownerUpn !== '' });
  const tenants = account.azureTenants;
  const loading = account.requestingTenantData;

  useEffect(() => store.requestTenantsOnce(), [store]);
  // One tenant: nothing to choose.
  const onlyTenant = !loading && tenants.length === 1 ? tenants[0]!.tenantId : null;
  useEffect(() => {
    if (onlyTenant && values.tenantId === '') onChange({ tenantId: onlyTenant });
  }, [onlyTenant, values.tenantId, onChange]);

  // Once Next was refused, every field says its problem, also those not yet left.
  const nameProblem = left.name || showProblems ? subscriptionNameProblem(values.name) : null;
  const refused =
    nameProblem === 'characters'
      ? refusedNameCharacters(values.name)
          .map((ch) => (ch === ' ' ? '␣' : ch))
          .join(' ')
      : '';
  const ownerProblem = left.owner || showProblems ? upnProblem(values.ownerUpn) : null;
  const describedBy = (field: string, problem: unknown) =>
    problem ? `${id}-${field}-error ${id}-${field}-hint` : `${id}-${field}-hint`;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <p>{t('wizard.intro')}</p>
      <div style={fieldStyle}>
        <label htmlFor={`${id}-name`} style={labelStyle}>
          {t('wizard.name')}
        </label>
        <Input
          id={`${id}-name`}
          value={values.name}
          autoComplete="off"
          autoFocus
          style={touchHeight}
          status={nameProblem ? 'error' : undefined}
          aria-invalid={nameProblem !== null}
          aria-describedby={describedBy('name', nameProblem)}
          onChange={(event) => onChange({ name: event.target.value })}
          onBlur={() => setLeft((current) => ({ ...current, name: true }))}
        />
        {nameProblem && (
          <FieldError
            id={`${id}-name-error`}
            role="alert"
            text={`${t(`problems.name.${nameProblem}`)}${refused ? ` ${t('wizard.refusedCharacters', { characters: refused })}` : ''}`}
          />
        )}
        <span id={`${id}-name-hint`} style={hintStyle}>
          {t('wizard.nameHelp')}
        </span>
      </div>
      <div style={fieldStyle}>
        <label htmlFor={`${id}-owner`} style={labelStyle}>
          {t('wizard.owner')}
        </label>
        <Input
          id={`${id}-owner`}
          value={values.ownerUpn}
          style={touchHeight}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          status={ownerProblem ? 'error' : undefined}
          aria-invalid={ownerProblem !== null}
          aria-describedby={describedBy('owner', ownerProblem)}
          onChange={(event) => onChange({ ownerUpn: event.target.value })}
          onBlur={() => setLeft((current) => ({ ...current, owner: true }))}
        />
        {ownerProblem && (
          <FieldError id={`${id}-owner-error`} role="alert" text={t(`problems.owner.${ownerProblem}`)} />
        )}
        <span id={`${id}-owner-hint`} style={hintStyle}>
          {t('wizard.ownerHelp')}
        </span>
      </div>
      <div style={fieldStyle}>
        <label htmlFor={`${id}-tenant`} style={labelStyle}>
          {t('wizard.tenant')}
        </label>
        {!loading && tenants.length === 0 ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t('wizard.noTenantsTitle')}
            description={t('wizard.noTenants')}
          />
        ) : (
          <Select
            id={`${id}-tenant`}
            style={{ ...touchHeight, width: '100%' }}
            loading={loading}
            disabled={loading}
            aria-busy={loading}
            // antd's placeholder grey is below WCAG AA: the secondary text colour instead.
            placeholder={
              <span style={{ color: 'var(--ant-color-text-secondary)' }}>
                {loading ? t('wizard.tenantsLoading') : t('wizard.tenantPlaceholder')}
              </span>
            }
            value={loading || values.tenantId === '' ? undefined : values.tenantId}
            options={tenants.map((tenant) => ({ value: tenant.tenantId, label: tenant.tenantName }))}
            onChange={(tenantId: string) => onChange({ tenantId })}
          />
        )}
        {loading && (
          <span role="status" style={hintStyle}>
            {t('wizard.tenantsLoading')}
          </span>
        )}
      </div>
    </form>
  );
});

export default EnterStep;
