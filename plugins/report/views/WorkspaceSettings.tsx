import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import { useEffect, useId, useState } from 'react';
import { usePortalTranslation, type CustomerSettingsProps } from '../../../core/plugin-api';
import { CallFailure, LoadFailedAlert } from '../../../core/plugin-api/components';
import { CLIENT_SECRET_MAX, GUID, type CustomerWorkspaceChange } from '../contract';
import { EditorField } from './EditorField';
import {
  PrincipalFields,
  principalInput,
  useCauseText,
  type PrincipalErrors,
  type PrincipalInput,
} from './PrincipalFields';
import { useCustomerWorkspace, type SaveOutcome } from './use-customer-workspace';

const TONE = {
  found: 'success',
  'not-found': 'warning',
  'not-configured': 'info',
  unavailable: 'warning',
  'sign-in-refused': 'error',
} as const;

/** What a save or removal did, as an alert: Power BI's word on the workspace, or the failure with "Try again". */
function Outcome({ outcome, workspaceId }: { outcome: SaveOutcome; workspaceId: string }) {
  const { t } = usePortalTranslation('report');
  const causeText = useCauseText();
  if (outcome.kind === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('workspace.saveFailed')}
        description={<CallFailure result={outcome.failure} onRetry={outcome.retry} />}
      />
    );
  }
  if (outcome.kind === 'removed') return <Alert type="success" showIcon role="status" title={t('workspace.removed')} />;
  const { verification } = outcome;
  const text =
    verification.status === 'found'
      ? t('workspace.verification.found', { name: verification.name })
      : verification.status === 'sign-in-refused'
        ? causeText(verification)
        : t(`workspace.verification.${verification.status}`, { workspaceId });
  return (
    <Alert type={TONE[verification.status]} showIcon role="status" title={t('workspace.saved')} description={text} />
  );
}

type Mode = 'shared' | 'own';

const isGuid = (value: string) => GUID.test(value.trim());

/** The fields' errors once the administrator tried to save (null: fine). */
function principalErrors(input: PrincipalInput, storedClientId: string | null, t: (key: string) => string) {
  const keeps = !input.replacing && storedClientId === input.clientId.trim().toLowerCase();
  const secret = input.clientSecret.trim();
  return {
    tenantId: isGuid(input.tenantId) ? null : t('workspace.principal.guidRequired'),
    clientId: isGuid(input.clientId) ? null : t('workspace.principal.guidRequired'),
    clientSecret:
      secret.length > CLIENT_SECRET_MAX
        ? t('workspace.principal.secretTooLong')
        : secret || keeps
          ? null
          : t('workspace.principal.secretRequired'),
  } satisfies PrincipalErrors;
}

/**
 * The "Power BI workspace" section of the administration's customer editor: the workspace the customer's reports
 * come from, and who the portal is there for the customer: the provider's shared app (as the customer's
 * service-principal profile, when it has one) or the customer's own app registration. Checked with Power BI on save.
 */
export default function WorkspaceSettings({ customerId }: CustomerSettingsProps) {
  const { t } = usePortalTranslation('report');
  const { load, reload, busy, outcome, save, remove } = useCustomerWorkspace(customerId);
  const ids = { workspace: useId(), profile: useId() };
  const [workspaceId, setWorkspaceId] = useState('');
  const [profileId, setProfileId] = useState('');
  const [mode, setMode] = useState<Mode>('shared');
  const [principal, setPrincipal] = useState<PrincipalInput>(principalInput(null));
  const [touched, setTouched] = useState(false);
  const stored = load.kind === 'loaded' ? load.workspace : null;
  useEffect(() => {
    setWorkspaceId(stored?.workspaceId ?? '');
    setProfileId(stored?.profileId ?? '');
    setMode(stored?.principal ? 'own' : 'shared');
    setPrincipal(principalInput(stored?.principal ?? null));
    setTouched(false);
  }, [stored]);

  if (load.kind === 'loading')
    return (
      <div role="status">
        <Spin size="small" /> {t('workspace.loading')}
      </div>
    );
  if (load.kind === 'failed')
    return <LoadFailedAlert title={t('workspace.loadFailed')} failure={load.failure} onRetry={reload} />;

  const own = mode === 'own';
  const workspaceError = touched && !isGuid(workspaceId) ? t('workspace.guidRequired') : null;
  const profileError =
    touched && !own && profileId.trim() !== '' && !isGuid(profileId) ? t('workspace.guidInvalid') : null;
  const checked = principalErrors(principal, stored?.principal?.clientId ?? null, t);
  const none = { tenantId: null, clientId: null, clientSecret: null };
  const ownErrors = touched && own ? checked : none;
  const submit = () => {
    setTouched(true);
    const principalBad = own && Object.values(checked).some(Boolean);
    if (!isGuid(workspaceId) || (!own && profileId.trim() !== '' && !isGuid(profileId)) || principalBad) return;
    const secret = principal.clientSecret.trim();
    const change: CustomerWorkspaceChange = {
      workspaceId: workspaceId.trim(),
      profileId: own ? null : profileId.trim() || null,
      principal: own
        ? {
            tenantId: principal.tenantId.trim(),
            clientId: principal.clientId.trim(),
            ...(secret ? { clientSecret: secret } : {}),
          }
        : null,
    };
    void save(change);
  };
  return (
    // A group, not a form: the section sits inside the customer editor, whose own form must not hold another.
    <div role="group" aria-label={t('workspace.title')}>
      <p className="muted" style={{ marginTop: 0 }}>
        {stored?.workspaceId ? t('workspace.intro') : t('workspace.none')}
      </p>
      <EditorField
        id={ids.workspace}
        label={t('workspace.workspaceId')}
        help={t('workspace.workspaceHelp')}
        error={workspaceError}
      >
        <Input
          id={ids.workspace}
          value={workspaceId}
          onChange={(event) => setWorkspaceId(event.target.value)}
          disabled={busy}
          placeholder="00000000-0000-0000-0000-000000000000"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${ids.workspace}-help`}
          status={workspaceError ? 'error' : undefined}
          aria-invalid={workspaceError ? true : undefined}
          style={{ fontFamily: 'monospace' }}
        />
      </EditorField>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontWeight: 600, marginBottom: 4, fontSize: 'inherit' }}>{t('workspace.signsInAs')}</legend>
        <Radio.Group
          value={mode}
          disabled={busy}
          onChange={(event) => setMode(event.target.value as Mode)}
          options={[
            { value: 'shared', label: t('workspace.mode.shared') },
            { value: 'own', label: t('workspace.mode.own') },
          ]}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        />
      </fieldset>
      {own ? (
        <PrincipalFields
          value={principal}
          stored={stored?.principal ?? null}
          errors={ownErrors}
          disabled={busy}
          onChange={setPrincipal}
        />
      ) : (
        <EditorField
          id={ids.profile}
          label={t('workspace.profileId')}
          help={t('workspace.profileHelp')}
          error={profileError}
        >
          <Input
            id={ids.profile}
            value={profileId}
            onChange={(event) => setProfileId(event.target.value)}
            disabled={busy}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${ids.profile}-help`}
            status={profileError ? 'error' : undefined}
            aria-invalid={profileError ? true : undefined}
            style={{ fontFamily: 'monospace' }}
          />
        </EditorField>
      )}
      {outcome ? (
        <div style={{ marginBottom: 16 }}>
          <Outcome outcome={outcome} workspaceId={stored?.workspaceId ?? workspaceId.trim()} />
        </div>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="primary" loading={busy} onClick={submit}>
          {t('workspace.save')}
        </Button>
        {stored?.workspaceId ? (
          <Popconfirm
            title={t('workspace.removeConfirm')}
            okText={t('workspace.remove')}
            cancelText={t('workspace.cancel')}
            onConfirm={() => void remove()}
          >
            <Button danger disabled={busy}>
              {t('workspace.remove')}
            </Button>
          </Popconfirm>
        ) : null}
      </div>
    </div>
  );
}
