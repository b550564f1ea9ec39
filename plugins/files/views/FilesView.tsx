import { useCallback, useEffect, useState } from 'react';
import { HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { FilesItemList, FilesPaths, type FilesItem } from '../contract';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; items: FilesItem[] };

export default function FilesView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('files');
  const http = useService(HttpClient);
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const result = await http.get(FilesPaths.items, FilesItemList);
    setState(result.ok ? { kind: 'loaded', items: result.data } : { kind: 'failed' });
  }, [http]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="files-heading">
      <h1 id="files-heading">{t('heading')}</h1>
      {state.kind === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {state.kind === 'failed' ? (
        <div role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="btn" onClick={() => void load()}>{t('retry')}</button>
        </div>
      ) : null}
      {state.kind === 'loaded' && state.items.length === 0 ? <p>{t('empty')}</p> : null}
      {state.kind === 'loaded' && state.items.length > 0 ? (
        <ul>{state.items.map((item) => <li key={String(item.id)}>{item.name}</li>)}</ul>
      ) : null}
    </section>
  );
}
