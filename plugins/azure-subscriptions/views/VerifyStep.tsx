import Descriptions from 'antd/es/descriptions';
import { observer } from 'mobx-react-lite';
import { AccountStore, usePortalTranslation, useService, type WizardStepProps } from '../../../core/plugin-api';
import type { AzureSubscriptionDraft } from '../stores/azure-subscriptions-store';

/** The wizard's verify step: what will be requested, exactly as entered. */
const VerifyStep = observer(function VerifyStep({ values }: WizardStepProps<AzureSubscriptionDraft>) {
  const { t } = usePortalTranslation('azure-subscriptions');
  const account = useService(AccountStore);
  const tenant = account.azureTenants.find((candidate) => candidate.tenantId === values.tenantId);
  return (
    <div>
      <p>{t('wizard.verifyIntro')}</p>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'name', label: t('wizard.name'), children: values.name },
          {
            key: 'owner',
            label: t('wizard.owner'),
            children: <span style={{ overflowWrap: 'anywhere' }}>{values.ownerUpn}</span>,
          },
          { key: 'tenant', label: t('wizard.tenant'), children: tenant?.tenantName ?? values.tenantId },
        ]}
      />
      <p style={{ marginTop: 12 }}>{t('wizard.verifyChange')}</p>
    </div>
  );
});

export default VerifyStep;
