import Modal from 'antd/es/modal';
import { observer } from 'mobx-react-lite';
import { usePortalTranslation } from '../../../core/plugin-api';
import { CallFailure } from '../../../core/plugin-api/components';
import type { FilesStore, ListedFile } from '../stores/files-store';

/** Asks before a file is deleted for good; a refusal or failure shows in the dialog with the way forward. */
export const DeleteFileDialog = observer(function DeleteFileDialog({
  store,
  file,
  onClose,
}: {
  store: FilesStore;
  file: ListedFile | null;
  onClose: () => void;
}) {
  const { t } = usePortalTranslation('files');
  const deletion = store.deletion;
  const failed = deletion.kind === 'failed' && deletion.id === file?.id ? deletion : null;
  const close = () => {
    store.resetDeletion();
    onClose();
  };
  const confirm = async () => {
    if (file && (await store.remove(file))) onClose();
  };
  return (
    <Modal
      open={file !== null}
      title={file ? t('delete.confirmTitle', { title: file.title }) : ''}
      okText={t('delete.confirm')}
      cancelText={t('delete.cancel')}
      okButtonProps={{ style: { minHeight: 44 } }}
      cancelButtonProps={{ style: { minHeight: 44 } }}
      confirmLoading={deletion.kind === 'deleting'}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
    >
      <p>{t('delete.confirmText')}</p>
      {failed && (
        <div role="alert">
          <p style={{ fontWeight: 500 }}>{t('delete.failed', { title: failed.title })}</p>
          <CallFailure result={failed.failure} onRetry={() => void confirm()} />
        </div>
      )}
    </Modal>
  );
});
