import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useFormat, usePortalTranslation, type CustomerSettingsProps } from '../../../core/plugin-api';
import { CallFailure, LoadFailedAlert } from '../../../core/plugin-api/components';
import type { CustomerConnection } from '../contract';
import { useCustomerConnection } from './use-customer-connection';

const TONE: Record<CustomerConnection['state'], 'success' | 'info' | 'warning' | 'error'> = {
  'not-configured': 'info',
  'no-tenant': 'warning',
  'several-tenants': 'warning',
  untested: 'info',
  connected: 'success',
  'consent-missing': 'error',
  'access-denied': 'error',
  failing: 'warning',
};

/** Where the connection stands, in words: the state, and for another failure its kind. */
function StateText({ connection }: { connection: CustomerConnection }) {
  const { t } = usePortalTranslation('microsoft-cloud');
  const reason = connection.lastError ? t(`connection.kinds.${connection.lastError.kind}`) : '';
  return <>{t(`connection.states.${connection.state}`, { reason })}</>;
}

/**
 * The "Microsoft connection" section of the administration's customer editor: the connection's state
 * (connected, consent missing, access denied, not configured, ...), its tenant, last success and last error with
 * Microsoft's own message, and "Test connection". Provider administrators only (the server refuses anyone else).
 */
export default function ConnectionSettings({ customerId }: CustomerSettingsProps) {
  const { t } = usePortalTranslation('microsoft-cloud');
  const format = useFormat();
  const { load, reload, testing, tested, test } = useCustomerConnection(customerId);

  if (load.kind === 'loading')
    return (
      <div role="status">
        <Spin size="small" /> {t('connection.loading')}
      </div>
    );
  if (load.kind === 'failed')
    return <LoadFailedAlert title={t('connection.loadFailed')} failure={load.failure} onRetry={reload} />;

  const { connection } = load;
  const { lastError } = connection;
  const canTest = connection.tenantId !== null && connection.state !== 'not-configured';
  return (
    <div role="group" aria-label={t('connection.title')}>
      <Alert
        type={TONE[connection.state]}
        showIcon
        role="status"
        title={<StateText connection={connection} />}
        description={tested?.ok ? t('connection.tested') : undefined}
      />
      <dl className="microsoft-connection-facts" style={{ margin: '12px 0' }}>
        <dt>{t('connection.tenant')}</dt>
        <dd style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{connection.tenantId ?? '–'}</dd>
        <dt>{t('connection.lastSuccess')}</dt>
        <dd>{connection.lastSuccessAt ? format.dateTime(connection.lastSuccessAt) : t('connection.never')}</dd>
        <dt>{t('connection.lastError')}</dt>
        <dd>
          {lastError ? (
            <>
              {format.dateTime(lastError.at)}: {t(`connection.kinds.${lastError.kind}`)}
              {lastError.detail ? (
                <blockquote style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>
                  <span className="muted">{t('connection.microsoftSaid', { code: lastError.code ?? '–' })}: </span>
                  <span lang="en">{lastError.detail}</span>
                </blockquote>
              ) : null}
            </>
          ) : (
            t('connection.never')
          )}
        </dd>
      </dl>
      {tested && !tested.ok ? (
        <div style={{ marginBottom: 16 }}>
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('connection.testFailed')}
            description={<CallFailure result={tested.failure} onRetry={() => void test()} />}
          />
        </div>
      ) : null}
      {canTest ? (
        <Button loading={testing} onClick={() => void test()}>
          {t('connection.test')}
        </Button>
      ) : null}
    </div>
  );
}
