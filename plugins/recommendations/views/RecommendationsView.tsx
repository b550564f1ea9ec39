import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import {
  type ActionViewProps,
  Clock,
  createFormatter,
  HttpClient,
  NotificationService,
  useFormat,
  usePortalTranslation,
  useService,
} from '../../../core/plugin-api';
import { DataAge, ListState, OutcomeMessage } from '../../../core/plugin-api/components';
import type { Recommendation } from '../contract';
import { RecommendationsStore, type DecisionOutcome } from '../stores/recommendations-store';
import { RecommendationDialog } from './RecommendationDialog';
import { RecommendationsTable } from './RecommendationsTable';
import { StateFilter } from './StateFilter';

type Decided = Extract<DecisionOutcome, { kind: 'accepted' | 'declined' | 'sign-off' }>;

/** actionType 'recommendations': the active customer's Azure cost recommendations. */
const RecommendationsView = observer(function RecommendationsView(_props: ActionViewProps) {
  const { t, i18n } = usePortalTranslation('recommendations');
  const format = useFormat();
  const http = useService(HttpClient);
  const notifications = useService(NotificationService);
  const clock = useService(Clock);
  // A notification's name is its message in the language of the moment (the moment, ISO 8601 in the
  // message, formatted for it); the tray re-renders the message for whoever reads it.
  const [store] = useState(
    () =>
      new RecommendationsStore(
        http,
        notifications,
        ({ key, params = {} }) =>
          t(key, {
            replace:
              typeof params.moment === 'string'
                ? { ...params, moment: createFormatter(i18n.language).dateTime(params.moment) }
                : params,
          }),
        () => clock.now(),
      ),
  );
  const [reviewing, setReviewing] = useState<Recommendation | null>(null);
  const titleId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  const outcome = store.lastOutcome;
  const outcomeText = ({ kind, recommendation: { resourceName: resource, applyAt } }: Decided) =>
    kind === 'sign-off'
      ? t('result.signOff', { resource })
      : kind === 'accepted'
        ? t('result.accepted', { resource, moment: applyAt ? format.dateTime(applyAt) : '' })
        : t('result.declined', { resource });

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      {/* For a customer whose recommendations come from Azure Advisor: their age, a refresh, a failed update. */}
      <DataAge
        plugin="recommendations"
        source="recommendations"
        service="Azure Advisor"
        onRefreshed={() => void store.load()}
      />
      <ListState
        source={store}
        loadingText={t('loading')}
        failedTitle={t('loadFailed')}
        controls={
          <>
            {outcome && (outcome.kind === 'accepted' || outcome.kind === 'declined' || outcome.kind === 'sign-off') && (
              <OutcomeMessage
                tone={outcome.kind === 'accepted' ? 'success' : outcome.kind === 'sign-off' ? 'warning' : 'info'}
                text={outcomeText(outcome)}
                onClose={store.dismissOutcome}
              />
            )}
            <StateFilter value={store.stateFilter} onChange={store.setStateFilter} />
          </>
        }
      >
        <RecommendationsTable recommendations={store.visibleRecommendations} onReview={setReviewing} />
      </ListState>
      {reviewing && (
        <RecommendationDialog
          key={reviewing.id}
          recommendation={reviewing}
          now={() => clock.now()}
          accept={(applyAt) => store.accept(reviewing, applyAt)}
          decline={() => store.decline(reviewing)}
          onClose={() => setReviewing(null)}
        />
      )}
    </section>
  );
});

export default RecommendationsView;
