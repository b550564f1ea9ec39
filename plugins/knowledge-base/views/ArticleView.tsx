import { useCallback, useEffect, useState } from 'react';
import { HttpClient, useFormat, usePortalTranslation, useService, type HttpFailure } from '../../../core/plugin-api';
import { CallFailure } from '../../../core/plugin-api/components';
import { sanitizeHtml } from '../../../core/plugin-api/html';
import { Article, KnowledgeBasePaths } from '../contract';

type State = { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; article: Article };

/** One article, its body as sanitized HTML, with the way back to the list. */
export function ArticleView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = usePortalTranslation('knowledge-base');
  const http = useService(HttpClient);
  const format = useFormat();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const result = await http.get(KnowledgeBasePaths.article(id), Article);
    setState(result.ok ? { kind: 'loaded', article: result.data } : { kind: 'failed', failure: result });
  }, [http, id]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <article aria-labelledby="knowledge-base-article-heading">
      <p>
        <button type="button" className="btn" onClick={onBack}>
          {t('back')}
        </button>
      </p>
      {state.kind === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {state.kind === 'failed' ? <CallFailure result={state.failure} onRetry={() => void load()} /> : null}
      {state.kind === 'loaded' ? (
        <>
          <h1 id="knowledge-base-article-heading" className="page-title">
            {state.article.title}
          </h1>
          <p className="muted">
            {state.article.category} · {t('updated', { date: format.date(state.article.updatedAt) })}
          </p>
          <div className="html-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(state.article.body) }} />
        </>
      ) : null}
    </article>
  );
}
