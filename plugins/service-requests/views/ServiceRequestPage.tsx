import Alert from 'antd/es/alert';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { HttpClient, useFormat, usePortalTranslation, useService } from '../../../core/plugin-api';
import { ListLoading, LoadFailedAlert } from '../../../core/plugin-api/components';
import { RequestDetailStore } from '../stores/request-detail-store';
import { ServiceRequestsStoreToken } from '../stores/service-requests-store';
import { Conversation } from './Conversation';
import { RatingForm } from './RatingForm';
import { ReplyForm } from './ReplyForm';
import { ServiceDeskReference } from './ServiceDeskReference';
import { StatusTag } from './StatusTag';
import './service-requests.css';

/** /service-requests/:number: one request, its conversation, the reply form, and the rating once closed. */
const ServiceRequestPage = observer(function ServiceRequestPage() {
  const { t, i18n } = usePortalTranslation('service-requests');
  const format = useFormat();
  const { number = '' } = useParams();
  const location = useLocation();
  const http = useService(HttpClient);
  const list = useService(ServiceRequestsStoreToken);
  const [store] = useState(() => new RequestDetailStore(http, number));
  const titleId = useId();
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith('/') ? from : null;

  useEffect(() => {
    void store.load();
    if (!list.intake) void list.loadIntake();
  }, [store, list]);

  const detail = store.detail;
  return (
    <section aria-labelledby={titleId} className="service-request-detail">
      {back ? (
        <Link to={back} className="service-request-back">
          {t('detail.back')}
        </Link>
      ) : null}
      {store.loadState === 'failed' && !detail ? (
        <>
          <h1 id={titleId}>{number}</h1>
          {store.loadFailure?.status === 404 ? (
            <Alert type="warning" showIcon role="alert" title={t('detail.notFound')} />
          ) : (
            <LoadFailedAlert
              title={t('detail.loadFailed')}
              failure={store.loadFailure}
              onRetry={() => void store.load()}
            />
          )}
        </>
      ) : !detail ? (
        <>
          <h1 id={titleId}>{number}</h1>
          <ListLoading text={t('detail.loading')} />
        </>
      ) : (
        <>
          <h1 id={titleId}>{t('detail.heading', { number: detail.number, name: detail.name })}</h1>
          <dl className="service-request-facts">
            <div>
              <dt>{t('detail.status')}</dt>
              <dd>
                <StatusTag status={detail.status} />
              </dd>
            </div>
            {detail.waitingForServiceDesk || detail.externalNumber ? (
              <div>
                <dt>{t('serviceDesk.number')}</dt>
                <dd>
                  <ServiceDeskReference request={detail} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('detail.category')}</dt>
              <dd>{list.categoryName(detail.category, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('detail.created')}</dt>
              <dd>{format.dateTime(detail.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('detail.updated')}</dt>
              <dd>{format.dateTime(detail.updatedAt)}</dd>
            </div>
            <div>
              <dt>{t('detail.caller')}</dt>
              <dd>{[detail.caller.name, detail.caller.email, detail.caller.phone].filter(Boolean).join(', ')}</dd>
            </div>
          </dl>
          {detail.source !== 'portal' && i18n.exists(`service-requests:detail.source.${detail.source}`) ? (
            <p>{t(`detail.source.${detail.source}`)}</p>
          ) : null}
          <h2 style={{ fontSize: 16 }}>{t('detail.conversation')}</h2>
          <Conversation detail={detail} />
          {detail.status === 'closed' ? (
            <>
              <p>{t('detail.closedNoReply')}</p>
              <RatingForm store={store} />
            </>
          ) : (
            <ReplyForm store={store} />
          )}
        </>
      )}
    </section>
  );
});

export default ServiceRequestPage;
