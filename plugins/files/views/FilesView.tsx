import Spin from 'antd/es/spin';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { LoadFailedAlert, SearchField } from '../../../core/plugin-api/components';
import { FilesStore } from '../stores/files-store';
import { xhrUpload } from '../stores/xhr-upload';
import { FilesTable } from './FilesTable';
import { UploadCard } from './UploadCard';

/** actionType 'files': the active customer's files ("my files"), with upload and download of clean files. */
const FilesView = observer(function FilesView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('files');
  const http = useService(HttpClient);
  const [store] = useState(() => new FilesStore(http, xhrUpload));
  const id = useId();

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} style={{ fontSize: 20, marginTop: 0 }}>{t('title')}</h1>
      {store.loadState === 'failed' ? (
        <LoadFailedAlert title={t('loadFailed')} failure={store.loadFailure} onRetry={() => void store.load()} />
      ) : (
        <>
          <UploadCard store={store} />
          <SearchField label={t('search.label')} placeholder={t('search.placeholder')} value={store.search} onChange={(value) => store.setSearch(value)} />
          {store.loadState === 'loaded' ? (
            <FilesTable files={store.visibleFiles} searching={store.search.trim() !== ''} />
          ) : (
            <Spin description={t('loading')}><div style={{ minHeight: 120 }} /></Spin>
          )}
        </>
      )}
    </section>
  );
});

export default FilesView;
