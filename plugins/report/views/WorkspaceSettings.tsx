import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import { useEffect, useId, useState } from 'react';
import { usePortalTranslation, type CustomerSettingsProps } from '../../../core/plugin-api';
import { CallFailure, LoadFailedAlert } from '../../../core/plugin-api/components';
import { GUID } from '../contract';
import { EditorField } from './EditorField';
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
      : t(`workspace.verification.${verification.status}`, { workspaceId });
  return (
    <Alert type={TONE[verification.status]} showIcon role="status" title={t('workspace.saved')} description={text} />
  );
}

/**
 * The "Power BI workspace" section of the administration's customer editor: the workspace (and, for providers
 * with service-principal profiles, the profile) the customer's reports come from, checked with Power BI on save.
 */
export default function WorkspaceSettings({ customerId }: CustomerSettingsProps) {
  const { t } = usePortalTranslation('report');
  const { load, reload, busy, outcome, save, remove } = useCustomerWorkspace(customerId);
  const ids = { workspace: useId(), profile: useId() };
  const [workspaceId, setWorkspaceId] = useState('');
  const [profileId, setProfileId] = useState('');
  const [touched, setTouched] = useState(false);
  const stored = load.kind === 'loaded' ? load.workspace : null;
  useEffect(() => {
    setWorkspaceId(stored?.workspaceId ?? '');
    setProfileId(stored?.profileId ?? '');
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

  const workspaceError = touched && !GUID.test(workspaceId.trim()) ? t('workspace.guidRequired') : null;
  const profileError =
    touched && profileId.trim() !== '' && !GUID.test(profileId.trim()) ? t('workspace.guidInvalid') : null;
  const submit = () => {
    setTouched(true);
    if (!GUID.test(workspaceId.trim()) || (profileId.trim() !== '' && !GUID.test(profileId.trim()))) return;
    void save({ workspaceId: workspaceId.trim(), profileId: profileId.trim() || null });
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
