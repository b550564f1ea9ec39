import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { observer } from 'mobx-react-lite';
import { useFormat, usePortalTranslation } from '../../../../core/plugin-api';
import type { CatalogueStore } from '../../stores/catalogue-store';

/**
 * A sent form's result: the spec's service-request success text with the number, or, when the customer's rule
 * holds it, that it waits for sign-off and who decides (nothing is filed until then).
 */
export const SubmittedResult = observer(function SubmittedResult({ store }: { store: CatalogueStore }) {
  const { t } = usePortalTranslation('service-requests');
  const format = useFormat();
  const waiting = store.waitingSignOff;
  const signers = waiting?.signers ?? [];
  return (
    <div role="status" className="catalogue-filed">
      {waiting ? (
        <Alert
          type="info"
          showIcon
          title={t('catalogue.signOff.title')}
          description={
            signers.length > 0
              ? t('catalogue.signOff.named', {
                  // Any one of them may sign off: 'Anna or Dirk' / 'Anna of Dirk'.
                  signers: new Intl.ListFormat(format.locale, { type: 'disjunction' }).format(signers),
                })
              : t('catalogue.signOff.provider')
          }
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('wizard.success.title')}
          description={t('wizard.success.message', { number: store.filedNumber })}
        />
      )}
      <Button size="large" onClick={store.close}>
        {t('catalogue.another')}
      </Button>
    </div>
  );
});
