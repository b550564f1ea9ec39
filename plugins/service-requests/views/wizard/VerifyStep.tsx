import { observer } from 'mobx-react-lite';
import { usePortalTranslation, useService, type WizardStepProps } from '../../../../core/plugin-api';
import { ServiceRequestsStoreToken } from '../../stores/service-requests-store';
import type { WizardValues } from '../../stores/wizard-values';

/** Step 2: what will be sent, to check before submitting. */
const VerifyStep = observer(function VerifyStep({ values }: WizardStepProps<WizardValues>) {
  const { t, i18n } = usePortalTranslation('service-requests');
  const store = useService(ServiceRequestsStoreToken);
  const rows: [string, string][] = [
    [t('wizard.category'), store.categoryName(values.category, i18n.language)],
    [t('wizard.name'), values.name.trim()],
    [t('wizard.description'), values.description.trim()],
    [t('wizard.callerName'), values.callerName.trim()],
    [t('wizard.callerEmail'), values.callerEmail.trim()],
    [t('wizard.callerPhone'), values.callerPhone.trim() || '-'],
  ];
  return (
    <div className="service-request-verify">
      <p>{t('wizard.verifyIntro')}</p>
      <dl style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ marginBottom: 12 }}>
            <dt style={{ fontWeight: 600 }}>{label}</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
});

export default VerifyStep;
