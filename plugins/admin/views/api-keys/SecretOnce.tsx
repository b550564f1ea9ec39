import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';

/** A key's secret, shown this once with a copy button: the portal keeps only its hash. */
export function SecretOnce({ name, secret }: { name: string; secret: string }) {
  const { t } = usePortalTranslation('admin');
  const fieldId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard access (an insecure origin, a refused permission): the field can still be selected by hand.
      setCopied(false);
    }
  };
  return (
    <div>
      <Alert type="warning" showIcon title={t('apiKeys.secret.once', { name })} style={{ marginBottom: 12 }} />
      <label htmlFor={fieldId}>{t('apiKeys.secret.label')}</label>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 4 }}>
        <Input
          id={fieldId}
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
          style={{ flex: '1 1 240px', minWidth: 0, fontFamily: 'monospace' }}
        />
        <Button onClick={() => void copy()}>{t('apiKeys.secret.copy')}</Button>
      </div>
      <p role="status" style={{ minHeight: '1.5em', margin: '4px 0 0' }}>
        {copied === null ? '' : copied ? t('apiKeys.secret.copied') : t('apiKeys.secret.copyFailed')}
      </p>
    </div>
  );
}
