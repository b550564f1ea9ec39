import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';
import type { ApiKeySecret } from '../../../../core/contract';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { SecretOnce } from './SecretOnce';

export interface SecretDialogProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  /** The answer that made the secret: once there, the dialog shows it instead of its form. */
  made: ApiKeySecret | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog that makes a key's secret (a new key, a rotation), then shows that secret once until it is closed. */
export function SecretDialog({ title, submitLabel, busy, made, onSubmit, onClose, children }: SecretDialogProps) {
  const { t } = usePortalTranslation('admin');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      mask={{ closable: !made }}
      footer={
        made ? (
          <Button type="primary" onClick={onClose}>
            {t('apiKeys.secret.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={busy} onClick={onSubmit}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {made ? <SecretOnce name={made.key.name} secret={made.secret} /> : children}
    </Modal>
  );
}
