import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountService } from '../app/core-hooks';

type RequestState = 'idle' | 'sending' | 'sent' | 'failed' | 'unavailable';

/**
 * The way forward from the spec's unauthorized state: a signed-in user linked to no customer asks the
 * provider for access. A backend without the call (404) gets the plain advice to contact the provider.
 */
export function RequestAccess() {
  const accountService = useAccountService();
  const { t } = useTranslation();
  const [state, setState] = useState<RequestState>('idle');
  const send = async () => {
    setState('sending');
    const result = await accountService.requestAccess();
    if (result.ok) setState('sent');
    else
      setState(result.reason === 'http' && (result.status === 404 || result.status === 405) ? 'unavailable' : 'failed');
  };
  if (state === 'sent')
    return (
      <p role="status" className="request-access-result">
        {t('auth.requestAccessSent')}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void send()}
        disabled={state === 'sending'}
        aria-busy={state === 'sending'}
      >
        {t('auth.requestAccess')}
      </button>
      {state === 'failed' || state === 'unavailable' ? (
        <p role="alert" className="request-access-result">
          {t(state === 'failed' ? 'auth.requestAccessFailed' : 'auth.requestAccessUnavailable')}
        </p>
      ) : null}
    </>
  );
}
