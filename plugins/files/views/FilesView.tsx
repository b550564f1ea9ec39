import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { LoadFailedAlert } from '../../../core/plugin-api/components';
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
          <div style={{ marginBottom: 16, maxWidth: 360 }}>
            <label htmlFor={`${id}-search`} style={{ display: 'block', marginBottom: 4 }}>{t('search.label')}</label>
            <Input
              id={`${id}-search`}
              type="search"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('search.placeholder')}
              value={store.search}
              onChange={(event) => store.setSearch(event.target.value)}
              style={{ minHeight: 44 }}
            />
          </div>
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
