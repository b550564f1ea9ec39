import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiPaths } from '../../core/contract';
import { HttpClient, useService } from '../../core/plugin-api';
import { Browser } from '../../core/services/platform/browser';
import { useAccount } from '../app/core-hooks';
import './run-as-banner.css';

/**
 * While an administrator views the portal as another user in this session (the identity's runAsSession): who is being viewed as,
 * on every page, and the way back. "Back to my account" ends the run-as on the server, then loads the portal
 * afresh at the home page, so the identity, the customers, the menu and the plugins are the administrator's again.
 */
export const RunAsBanner = observer(function RunAsBanner() {
  const account = useAccount();
  const http = useService(HttpClient);
  const browser = useService(Browser);
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'leaving' | 'failed'>('idle');
  if (!account.runAsSession || !account.runAsUser) return null;
  const back = async () => {
    setState('leaving');
    const result = await http.delete(ApiPaths.runAs);
    if (result.ok) browser.assign('/');
    else setState('failed');
  };
  return (
    <section className="run-as-banner notice notice-info" aria-label={t('runAs.bannerLabel')}>
      <span className="notice-glyph" aria-hidden="true">
        i
      </span>
      <p className="run-as-banner-text">{t('runAs.bannerText', { user: account.runAsUser })}</p>
      <button
        type="button"
        className="btn run-as-banner-back"
        onClick={() => void back()}
        disabled={state === 'leaving'}
      >
        {t('runAs.back')}
      </button>
      {state === 'failed' ? (
        <p className="run-as-banner-failed" role="alert">
          {t('runAs.backFailed')}
        </p>
      ) : null}
    </section>
  );
});
