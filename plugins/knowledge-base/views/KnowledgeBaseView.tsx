import { useCallback, useEffect, useState } from 'react';
import {
  HttpClient,
  useFormat,
  usePortalTranslation,
  useService,
  type ActionViewProps,
  type HttpFailure,
} from '../../../core/plugin-api';
import { CallFailure, SearchField } from '../../../core/plugin-api/components';
import { ArticleList, KnowledgeBasePaths, type ArticleSummary } from '../contract';
import { ArticleView } from './ArticleView';
import { matchesSearch } from './matches-search';

type State =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; articles: ArticleSummary[] };

export default function KnowledgeBaseView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('knowledge-base');
  const http = useService(HttpClient);
  const format = useFormat();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const result = await http.get(KnowledgeBasePaths.articles, ArticleList);
    setState(result.ok ? { kind: 'loaded', articles: result.data } : { kind: 'failed', failure: result });
  }, [http]);

  useEffect(() => {
    void load();
  }, [load]);

  if (openId) return <ArticleView id={openId} onBack={() => setOpenId(null)} />;
  const shown = state.kind === 'loaded' ? state.articles.filter((article) => matchesSearch(article, search)) : [];
  return (
    <section aria-labelledby="knowledge-base-heading">
      <h1 id="knowledge-base-heading" className="page-title">
        {t('heading')}
      </h1>
      {state.kind === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {state.kind === 'failed' ? <CallFailure result={state.failure} onRetry={() => void load()} /> : null}
      {state.kind === 'loaded' ? (
        <>
          <SearchField label={t('search')} value={search} onChange={setSearch} />
          {shown.length === 0 ? <p>{state.articles.length === 0 ? t('empty') : t('noMatch')}</p> : null}
          <ul className="knowledge-base-list" style={{ listStyle: 'none', padding: 0 }}>
            {shown.map((article) => (
              <li
                key={article.id}
                style={{ borderBottom: '1px solid var(--portal-border)', padding: 'var(--portal-space-s) 0' }}
              >
                <button type="button" className="btn" onClick={() => setOpenId(article.id)}>
                  {article.title}
                </button>
                <p style={{ margin: 'var(--portal-space-xs) 0' }}>{article.summary}</p>
                <p className="muted" style={{ margin: 0 }}>
                  {article.category} · {t('updated', { date: format.date(article.updatedAt) })}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
