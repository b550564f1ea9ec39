import Modal from 'antd/es/modal';
import { useState, type ReactNode } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a change that is hard to undo; stays open (busy) until the change is done. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = usePortalTranslation('admin');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={title}
      okText={confirmLabel}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={async () => {
        setBusy(true);
        await onConfirm();
        setBusy(false);
      }}
      onCancel={onClose}
    >
      {children}
    </Modal>
  );
}
