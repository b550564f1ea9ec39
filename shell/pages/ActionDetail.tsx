import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { Logger, PluginSurface, signInAgainHref, useService, type ActionViewProps } from '../../core/plugin-api';
import { passesAccessRule } from '../../core/services/access-rule';
import type { ActionFailure } from '../../core/services/action/action-store';
import { AntdBoundary } from '../app/AntdBoundary';
import { useAccount, useActionStore, useActionViews, useMenu } from '../app/core-hooks';
import { FailureDetails } from '../common/FailureDetails';
import { InfoCard } from '../common/InfoCard';
import { LoadingIndicator } from '../common/LoadingIndicator';
import { readActionId } from './action-id';
import { useMenuPageItem } from './use-menu-page-item';

/**
 * Loads an action and shows the view its actionType is registered for. The id comes from the `id` prop,
 * else the route parameter `id`, else 0. Used by /action/:id and by the home page. An id that is not a
 * whole number is never sent (nor replaced by 0): the 'No data received' card names it as given.
 */
export const ActionDetail = observer(function ActionDetail({ id: passedId }: { id?: number }) {
  const params = useParams();
  const input = readActionId(passedId ?? params.id ?? 0);
  const id = input.ok ? input.id : null;
  const store = useActionStore();
  const views = useActionViews();
  const account = useAccount();
  const menu = useMenu();
  const logger = useService(Logger);
  const [retried, setRetried] = useState(false);
  const loaded = !store.actionDataLoading && store.requestedId === id && store.actionData !== null;
  // The home page shows an action too (home rules 1 and 2): only /action/:id is the menu item's own page.
  // Opening the page records it as recently opened. It is starred from the search: a bar above the view took height
  // from views that fit the window (a list that scrolls inside its own region lost its last rows below the fold).
  useMenuPageItem(id, loaded, passedId === undefined);

  useEffect(() => {
    setRetried(false);
    if (id !== null) void store.fetch(id);
  }, [store, id]);

  // The menu tells the action's type before its data arrives: the view's code is fetched beside the data,
  // not after it (a failed fetch here is only a lost head start: the view loads it again).
  const expectedType = id === null ? null : menu.actionTypeOf(id);
  useEffect(() => {
    if (expectedType)
      views
        .get(expectedType)
        ?.load()
        .catch(() => undefined);
  }, [views, expectedType]);

  if (!input.ok) return <NoDataCard shown={input.shown} failure={null} />;
  if (store.actionDataLoading || store.requestedId !== id) return <LoadingIndicator />;
  const data = store.actionData;
  if (!data) {
    const retry = () => {
      setRetried(true);
      void store.fetch(input.id);
    };
    return (
      <NoDataCard
        shown={input.shown}
        failure={store.failure}
        onRetry={retry}
        retried={retried}
        customerName={account.activeCustomer?.customerName}
      />
    );
  }
  const entry = views.get(data.actionType);
  if (!entry) return <UnavailableCard actionType={data.actionType} />;
  if (!passesAccessRule(entry.accessRule, account.permissions)) return <Navigate to="/" replace />;
  return (
    <div className={entry.fullBleed ? 'action-view action-view-full' : 'action-view'}>
      <AntdBoundary needed={entry.usesAntd !== false}>
        <PluginSurface<ActionViewProps>
          load={entry.load}
          props={{ actionId: input.id, data }}
          fallback={<LoadingIndicator />}
          resetKey={`${input.id}:${data.actionType}`}
          onError={(error) => logger.error(`The ${data.actionType} view of action ${input.id} failed`, error)}
        />
      </AntdBoundary>
    </div>
  );
});

function UnavailableCard({ actionType }: { actionType: string }) {
  const { t } = useTranslation();
  return (
    <InfoCard title={t('action.unavailableTitle')} tone="warning">
      {t('action.unavailableText', { actionType })}
    </InfoCard>
  );
}

interface NoDataCardProps {
  /** The id as the route or the caller gave it. */
  shown: string;
  /** Null: the id was not a number, so nothing was asked. */
  failure: ActionFailure | null;
  onRetry?: () => void;
  retried?: boolean;
  customerName?: string;
}

/** The spec's 'No data received' card, its text unchanged, with what happened and the way forward beneath it. */
function NoDataCard({ shown, failure, onRetry, retried = false, customerName }: NoDataCardProps) {
  const { t } = useTranslation();
  return (
    <InfoCard title={t('action.noDataTitle')} tone="warning">
      <p className="failure-spec-text">{t('action.noDataText', { id: shown })}</p>
      <ActionFailureDetails
        shown={shown}
        failure={failure}
        onRetry={onRetry}
        retried={retried}
        customerName={customerName}
      />
    </InfoCard>
  );
}

function ActionFailureDetails({ shown, failure, onRetry, retried, customerName }: NoDataCardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  // On the home page itself a link home would lead back here.
  const homeLink =
    location.pathname === '/' ? null : (
      <Link className="btn" to="/">
        {t('actionErrors.goHome')}
      </Link>
    );
  const status =
    failure && failure.reason === 'http' ? <> {t('actionErrors.status', { status: failure.status })}</> : null;

  if (!failure) {
    return (
      <FailureDetails
        title={t('actionErrors.invalidIdTitle', { id: shown })}
        text={t('actionErrors.invalidIdText')}
        actions={homeLink}
      />
    );
  }
  switch (failure.kind) {
    case 'session-expired':
      return (
        <FailureDetails
          title={t('actionErrors.sessionExpiredTitle')}
          text={t('actionErrors.sessionExpiredText')}
          actions={
            <a className="btn btn-primary" href={signInAgainHref(`${location.pathname}${location.search}`)}>
              {t('actionErrors.signInAgain')}
            </a>
          }
        />
      );
    case 'forbidden':
      return (
        <FailureDetails
          title={t('actionErrors.forbiddenTitle')}
          text={
            <>
              {t('actionErrors.forbiddenText')}
              {status}
            </>
          }
          actions={homeLink}
        />
      );
    case 'not-found':
      return (
        <FailureDetails
          title={
            customerName
              ? t('actionErrors.notFoundForCustomerTitle', { customer: customerName })
              : t('actionErrors.notFoundTitle')
          }
          text={
            <>
              {t(homeLink ? 'actionErrors.notFoundText' : 'actionErrors.notFoundTextOnHome')}
              {status}
            </>
          }
          actions={homeLink}
        />
      );
    case 'rejected':
      return (
        <FailureDetails
          title={t('actionErrors.rejectedTitle')}
          text={
            <>
              {t('actionErrors.rejectedText')}
              {status}
            </>
          }
          actions={homeLink}
        />
      );
    case 'unavailable':
    case 'unreadable':
      return (
        <FailureDetails
          title={t(failure.kind === 'unavailable' ? 'actionErrors.unavailableTitle' : 'actionErrors.unreadableTitle')}
          text={
            <>
              {t(failure.kind === 'unavailable' ? 'actionErrors.unavailableText' : 'actionErrors.unreadableText')}
              {status}
            </>
          }
          actions={
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              {t('actionErrors.retry')}
            </button>
          }
          focusFirstAction={retried}
        />
      );
  }
}
