import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { ListState, SearchField } from '../../../core/plugin-api/components';
import { FilesStore, type ListedFile } from '../stores/files-store';
import { xhrUpload } from '../stores/xhr-upload';
import { DeleteFileDialog } from './DeleteFileDialog';
import { FilesTable } from './FilesTable';
import { StorageUsageLine } from './StorageUsageLine';
import { UploadCard } from './UploadCard';

/**
 * actionType 'files': the active customer's files ("my files") with the storage used, upload, download of clean
 * files and deletion of those the reader may delete.
 */
const FilesView = observer(function FilesView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('files');
  const http = useService(HttpClient);
  const [store] = useState(() => new FilesStore(http, xhrUpload));
  const [toDelete, setToDelete] = useState<ListedFile | null>(null);
  const id = useId();

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      <ListState
        source={store}
        loadingText={t('loading')}
        failedTitle={t('loadFailed')}
        controls={
          <>
            {store.usage && <StorageUsageLine usage={store.usage} />}
            <UploadCard store={store} />
            <SearchField
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={store.search}
              onChange={(value) => store.setSearch(value)}
            />
          </>
        }
      >
        <FilesTable files={store.visibleFiles} searching={store.search.trim() !== ''} onDelete={setToDelete} />
      </ListState>
      {store.loadState !== 'failed' && (
        <DeleteFileDialog store={store} file={toDelete} onClose={() => setToDelete(null)} />
      )}
    </section>
  );
});

export default FilesView;
