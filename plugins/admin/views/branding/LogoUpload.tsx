import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useId, useState, type ChangeEvent } from 'react';
import { usePortalTranslation, type HttpFailure, type HttpResult } from '../../../../core/plugin-api';
import {
  LOGO_TYPES,
  MAX_LOGO_BYTES,
  type CustomerDetails,
  type LogoUpload as LogoUploadBody,
} from '../../contract-branding';
import { FailureNotice } from '../FailureNotice';
import { readAsBase64 } from './read-file';

export interface LogoUploadProps {
  /** null: a customer not saved yet, which has no logo to upload to. */
  customerId: string | null;
  /** Whether the customer's logo is an upload (so it can be removed). */
  uploaded: boolean;
  upload: (customerId: string, body: LogoUploadBody) => Promise<HttpResult<CustomerDetails>>;
  remove: (customerId: string) => Promise<HttpResult<CustomerDetails>>;
  onChanged: (customer: CustomerDetails) => void;
}

/**
 * Uploads the customer's logo at once (the server checks the bytes; this only spares a pointless upload) and
 * removes an uploaded one; the customer's logo address follows.
 */
export function LogoUpload({ customerId, uploaded, upload, remove, onChanged }: LogoUploadProps) {
  const { t } = usePortalTranslation('admin');
  const inputId = useId();
  const helpId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const settle = (result: HttpResult<CustomerDetails>, doneText: string) => {
    setBusy(false);
    if (result.ok) {
      setFailure(null);
      setDone(doneText);
      onChanged(result.data);
    } else {
      setDone(null);
      setFailure(result);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !customerId) return;
    setProblem(null);
    if (!(LOGO_TYPES as readonly string[]).includes(file.type))
      return setProblem(t('branding.logoWrongType', { name: file.name }));
    if (file.size > MAX_LOGO_BYTES)
      return setProblem(t('branding.logoTooLarge', { name: file.name, size: Math.ceil(file.size / 1024) }));
    setBusy(true);
    settle(
      await upload(customerId, { contentType: file.type, dataBase64: await readAsBase64(file) }),
      t('branding.logoUploaded'),
    );
  };

  if (!customerId) return <p className="muted">{t('branding.logoSaveFirst')}</p>;
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
        {t('branding.logoUpload')}
      </label>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <input
          id={inputId}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-describedby={helpId}
          disabled={busy}
          onChange={(e) => void choose(e)}
          style={{ maxWidth: '100%' }}
        />
        {uploaded ? (
          <Button
            size="small"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              settle(await remove(customerId), t('branding.logoRemoved'));
            }}
          >
            {t('branding.logoRemove')}
          </Button>
        ) : null}
      </div>
      <p id={helpId} className="muted" style={{ margin: '4px 0 0' }}>
        {t('branding.logoHelp')}
      </p>
      {problem ? <Alert type="warning" showIcon role="alert" title={problem} style={{ marginTop: 8 }} /> : null}
      {done ? (
        <p role="status" style={{ margin: '4px 0 0' }}>
          {done}
        </p>
      ) : null}
      {failure ? <FailureNotice title={t('branding.logoFailed')} failure={failure} /> : null}
    </div>
  );
}
