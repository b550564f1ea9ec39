import Radio from 'antd/es/radio';
import { useState } from 'react';
import { ROTATION_GRACE_HOURS, type ApiKey, type ApiKeyRotate, type ApiKeySecret } from '../../../../core/contract';
import { type HttpFailure, usePortalTranslation } from '../../../../core/plugin-api';
import type { ApiKeysApi } from '../../api/api-keys-api';
import { FailureNotice } from '../FailureNotice';
import { SecretDialog } from './SecretDialog';

/** A new secret for a key: the old one works on for the grace period, or stops at once. */
export function RotateKeyDialog({ api, apiKey, onClose }: { api: ApiKeysApi; apiKey: ApiKey; onClose: () => void }) {
  const { t } = usePortalTranslation('admin');
  const [oldSecret, setOldSecret] = useState<ApiKeyRotate['oldSecret']>('grace');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const [rotated, setRotated] = useState<ApiKeySecret | null>(null);

  const rotate = async () => {
    setBusy(true);
    const result = await api.rotate(apiKey.id, { oldSecret });
    setBusy(false);
    if (!result.ok) return setFailure(result);
    setFailure(null);
    setRotated(result.data);
  };

  return (
    <SecretDialog
      title={t('apiKeys.rotate.title', { name: apiKey.name })}
      submitLabel={t('apiKeys.rotate.submit')}
      busy={busy}
      made={rotated}
      onSubmit={() => void rotate()}
      onClose={onClose}
    >
      {failure ? <FailureNotice title={t('apiKeys.rotate.failed')} failure={failure} /> : null}
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('apiKeys.rotate.question')}</legend>
        <Radio.Group
          value={oldSecret}
          onChange={(event) => setOldSecret(event.target.value as ApiKeyRotate['oldSecret'])}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={[
            { value: 'grace', label: t('apiKeys.rotate.grace', { hours: ROTATION_GRACE_HOURS }) },
            { value: 'now', label: t('apiKeys.rotate.now') },
          ]}
        />
      </fieldset>
    </SecretDialog>
  );
}
