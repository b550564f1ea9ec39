import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { usePortalTranslation, useService, WizardService, type ActionViewProps } from '../../../core/plugin-api';
import { ListState, OutcomeMessage } from '../../../core/plugin-api/components';
import { ServiceRequestsStoreToken } from '../stores/service-requests-store';
import { SERVICE_REQUEST_WIZARD } from '../wizard';
import { ListFilters } from './ListFilters';
import { ServiceRequestsTable } from './ServiceRequestsTable';
import './service-requests.css';

/**
 * actionType 'service-requests' (the menu's "Contact support"): the new-request button first, then the caller's
 * requests (or the customer's, with the right).
 */
const ServiceRequestsView = observer(function ServiceRequestsView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('service-requests');
  const store = useService(ServiceRequestsStoreToken);
  const wizards = useService(WizardService);
  const titleId = useId();

  useEffect(() => {
    void store.load();
    if (!store.intake) void store.loadIntake();
  }, [store]);

  return (
    <section aria-labelledby={titleId} className="service-requests">
      <div className="service-requests-head">
        <h1 id={titleId}>{t('title')}</h1>
        <Button
          type="primary"
          size="large"
          icon={<PlusOutlined />}
          onClick={() => wizards.open(SERVICE_REQUEST_WIZARD)}
        >
          {t('new')}
        </Button>
      </div>
      <p>{t('intro')}</p>
      {store.lastFiled ? (
        <OutcomeMessage
          tone="success"
          text={t('wizard.success.message', { number: store.lastFiled })}
          onClose={store.dismissFiled}
        />
      ) : null}
      <ListState
        source={store}
        loadingText={t('loading')}
        failedTitle={t('loadFailed')}
        controls={<ListFilters store={store} />}
        reloadInPlace
      >
        <ServiceRequestsTable store={store} />
      </ListState>
    </section>
  );
});

export default ServiceRequestsView;
