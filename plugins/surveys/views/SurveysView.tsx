import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HttpClient, usePortalTranslation, useService, type ActionViewProps } from '../../../core/plugin-api';
import { ListState } from '../../../core/plugin-api/components';
import { SurveysStore } from '../stores/surveys-store';
import { SurveyList } from './SurveyList';
import { SurveyPage } from './SurveyPage';

/** The address parameter of the open survey: a reload or a shared link opens the same one. */
const SURVEY_PARAM = 'survey';

/** actionType 'surveys': the active customer's questionnaires; one opens to be answered or read. */
const SurveysView = observer(function SurveysView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('surveys');
  const http = useService(HttpClient);
  const [store] = useState(() => new SurveysStore(http));
  const [params, setParams] = useSearchParams();
  const openId = params.get(SURVEY_PARAM);
  const titleId = useId();

  // The list is read again on the way back, so a draft or a submission shows in it.
  useEffect(() => {
    if (!openId) void store.load();
  }, [store, openId]);

  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(SURVEY_PARAM, id);
    else next.delete(SURVEY_PARAM);
    setParams(next);
  };
  if (openId) return <SurveyPage key={openId} surveyId={openId} onBack={() => open(null)} />;
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} style={{ fontSize: 20, marginTop: 0 }}>
        {t('title')}
      </h1>
      <ListState source={store} loadingText={t('loading')} failedTitle={t('loadFailed')}>
        <SurveyList surveys={store.surveys} onOpen={(survey) => open(survey.id)} />
      </ListState>
    </section>
  );
});

export default SurveysView;
