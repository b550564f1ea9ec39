import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Logger, useService } from '../../core/plugin-api';
import { passesAccessRule } from '../../core/services/access-rule';
import { AntdBoundary } from '../app/antd-boundary';
import { useAccount, useActionStore, useActionViews } from '../app/core-hooks';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { InfoCard } from '../common/InfoCard';
import { lazyView } from '../common/lazy-view';
import { LoadingIndicator } from '../common/LoadingIndicator';

/**
 * Loads an action and shows the view its actionType is registered for. The id comes from the `id` prop,
 * else the route parameter `id`, else 0. Used by /action/:id and by the home page.
 */
export const ActionDetail = observer(function ActionDetail({ id: passedId }: { id?: number }) {
  const params = useParams();
  const routeId = params.id !== undefined && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const id = passedId ?? routeId ?? 0;
  const store = useActionStore();
  const views = useActionViews();
  const account = useAccount();
  const logger = useService(Logger);
  const { t } = useTranslation();

  useEffect(() => {
    void store.fetch(id);
  }, [store, id]);

  if (store.actionDataLoading || store.requestedId !== id) return <LoadingIndicator />;
  const data = store.actionData;
  if (!data) {
    return <InfoCard title={t('action.noDataTitle')} tone="warning">{t('action.noDataText', { id })}</InfoCard>;
  }
  const entry = views.get(data.actionType);
  if (!entry) {
    return <InfoCard title={t('action.unavailableTitle')} tone="warning">{t('action.unavailableText', { actionType: data.actionType })}</InfoCard>;
  }
  if (!passesAccessRule(entry.accessRule, account.permissions)) return <Navigate to="/" replace />;
  const View = lazyView(entry.load);
  return (
    <div className={entry.fullBleed ? 'action-view action-view-full' : 'action-view'}>
      <ErrorBoundary
        resetKey={`${id}:${data.actionType}`}
        titleKey="action.viewFailedTitle"
        textKey="action.viewFailedText"
        onError={(error) => logger.error(`The ${data.actionType} view of action ${id} failed`, error)}
      >
        <AntdBoundary>
          <Suspense fallback={<LoadingIndicator />}>
            <View actionId={id} data={data} />
          </Suspense>
        </AntdBoundary>
      </ErrorBoundary>
    </div>
  );
});
