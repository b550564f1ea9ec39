import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useId } from 'react';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import type { CustomerPrincipalState, SignInFailure } from '../contract';
import { EditorField } from './EditorField';

/** What the administrator typed for the customer's own app registration; the secret only while it is being entered. */
export interface PrincipalInput {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** The stored secret is being replaced (or there is none to keep). */
  replacing: boolean;
}

export interface PrincipalErrors {
  tenantId: string | null;
  clientId: string | null;
  clientSecret: string | null;
}

const GUID_FIELDS = [
  { field: 'tenantId', key: 'tenant' },
  { field: 'clientId', key: 'client' },
] as const;

/** Why Entra ID refused the app, in the reader's words (with Entra's code when it gave one). */
export function useCauseText() {
  const { t } = usePortalTranslation('report');
  return (failure: Pick<SignInFailure, 'cause' | 'code'>) =>
    t(`workspace.cause.${failure.cause}`, { code: failure.code ?? '-' });
}

/**
 * The customer's own app registration: tenant id, client id and a write-only client secret. A stored secret is
 * never shown: the section says when it was set and offers to replace it. The last refused sign-in is named.
 */
export function PrincipalFields({
  value,
  stored,
  errors,
  disabled,
  onChange,
}: {
  value: PrincipalInput;
  stored: CustomerPrincipalState | null;
  errors: PrincipalErrors;
  disabled: boolean;
  onChange: (next: PrincipalInput) => void;
}) {
  const { t } = usePortalTranslation('report');
  const format = useFormat();
  const causeText = useCauseText();
  const ids = { tenantId: useId(), clientId: useId(), secret: useId() };
  const set = (field: keyof PrincipalInput) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const secretSetAt = stored?.clientId === value.clientId.trim().toLowerCase() ? stored.secretSetAt : null;
  const guidInput = (id: string, field: 'tenantId' | 'clientId') => (
    <Input
      id={id}
      value={value[field]}
      onChange={set(field)}
      disabled={disabled}
      spellCheck={false}
      autoComplete="off"
      aria-describedby={`${id}-help`}
      status={errors[field] ? 'error' : undefined}
      aria-invalid={errors[field] ? true : undefined}
      style={{ fontFamily: 'monospace' }}
    />
  );
  return (
    <>
      {stored?.lastFailure ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={t('workspace.principal.lastFailure', { at: format.dateTime(stored.lastFailure.at) })}
          description={causeText(stored.lastFailure)}
        />
      ) : null}
      {GUID_FIELDS.map(({ field, key }) => (
        <EditorField
          key={field}
          id={ids[field]}
          label={t(`workspace.principal.${key}Id`)}
          error={errors[field]}
          help={t(`workspace.principal.${key}Help`)}
        >
          {guidInput(ids[field], field)}
        </EditorField>
      ))}
      {secretSetAt && !value.replacing ? (
        <div style={{ marginBottom: 16 }}>
          <div style={{ fontWeight: 600, marginBottom: 4 }}>{t('workspace.principal.clientSecret')}</div>
          <span>{t('workspace.principal.secretSet', { at: format.dateTime(secretSetAt) })}</span>{' '}
          <Button size="small" disabled={disabled} onClick={() => onChange({ ...value, replacing: true })}>
            {t('workspace.principal.replaceSecret')}
          </Button>
        </div>
      ) : (
        <EditorField
          id={ids.secret}
          label={t('workspace.principal.clientSecret')}
          error={errors.clientSecret}
          help={t('workspace.principal.secretHelp')}
        >
          <Input.Password
            id={ids.secret}
            value={value.clientSecret}
            onChange={set('clientSecret')}
            disabled={disabled}
            autoComplete="new-password"
            spellCheck={false}
            aria-describedby={`${ids.secret}-help`}
            status={errors.clientSecret ? 'error' : undefined}
            aria-invalid={errors.clientSecret ? true : undefined}
          />
          {secretSetAt ? (
            <Button
              type="link"
              size="small"
              disabled={disabled}
              style={{ paddingInline: 0 }}
              onClick={() => onChange({ ...value, clientSecret: '', replacing: false })}
            >
              {t('workspace.principal.keepSecret')}
            </Button>
          ) : null}
        </EditorField>
      )}
    </>
  );
}

/** The input of a stored principal (or an empty one): the secret is never there. */
export const principalInput = (stored: CustomerPrincipalState | null): PrincipalInput => ({
  tenantId: stored?.tenantId ?? '',
  clientId: stored?.clientId ?? '',
  clientSecret: '',
  replacing: !stored?.secretSetAt,
});
