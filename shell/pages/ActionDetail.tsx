import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Logger, PluginSurface, useService, type ActionViewProps } from '../../core/plugin-api';
import { passesAccessRule } from '../../core/services/access-rule';
import { AntdBoundary } from '../app/AntdBoundary';
import { useAccount, useActionStore, useActionViews } from '../app/core-hooks';
import { InfoCard } from '../common/InfoCard';
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
  return (
    <div className={entry.fullBleed ? 'action-view action-view-full' : 'action-view'}>
      <AntdBoundary>
        <PluginSurface<ActionViewProps>
          load={entry.load}
          props={{ actionId: id, data }}
          fallback={<LoadingIndicator />}
          resetKey={`${id}:${data.actionType}`}
          onError={(error) => logger.error(`The ${data.actionType} view of action ${id} failed`, error)}
        />
      </AntdBoundary>
    </div>
  );
});
