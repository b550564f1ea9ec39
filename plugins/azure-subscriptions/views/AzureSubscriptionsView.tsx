import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import {
  AccountStore,
  WizardService,
  usePortalTranslation,
  useService,
  type ActionViewProps,
} from '../../../core/plugin-api';
import { ListState, SearchField } from '../../../core/plugin-api/components';
import { AZURE_PERMISSION } from '../contract';
import { AzureSubscriptionsStoreToken } from '../stores/azure-subscriptions-store';
import { AZURE_SUBSCRIPTION_WIZARD_ID } from '../wizard/azure-subscription-wizard';
import { AzureSubscriptionsTable } from './AzureSubscriptionsTable';

const holdsPermission = (permissions: readonly string[], wanted: string) =>
  permissions.some((permission) => permission.toLowerCase() === wanted);

/** actionType 'azure-subscriptions': the active customer's Azure subscriptions and the requests for new ones. */
const AzureSubscriptionsView = observer(function AzureSubscriptionsView(_props: ActionViewProps) {
  const { t } = usePortalTranslation('azure-subscriptions');
  const store = useService(AzureSubscriptionsStoreToken);
  const account = useService(AccountStore);
  const wizards = useService(WizardService);
  const titleId = useId();
  const mayRequest = holdsPermission(account.permissions, AZURE_PERMISSION);

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section aria-labelledby={titleId}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
          justifyContent: 'space-between',
          marginBottom: 16,
        }}
      >
        <h1 id={titleId} style={{ fontSize: 20, margin: 0 }}>
          {t('title')}
        </h1>
        {mayRequest && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            style={{ minHeight: 44 }}
            onClick={() => wizards.open(AZURE_SUBSCRIPTION_WIZARD_ID)}
          >
            {t('requestButton')}
          </Button>
        )}
      </div>
      <ListState
        source={store}
        loadingText={t('loading')}
        failedTitle={t('loadFailed')}
        controls={
          <SearchField
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={store.search}
            onChange={(value) => store.setSearch(value)}
            maxWidth={420}
          />
        }
      >
        <AzureSubscriptionsTable
          subscriptions={store.visibleSubscriptions}
          emptyText={store.search.trim() ? t('emptySearch', { search: store.search.trim() }) : t('empty')}
        />
      </ListState>
    </section>
  );
});

export default AzureSubscriptionsView;
