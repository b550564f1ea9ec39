import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { SignedInDevice } from '../../../core/contract';
import { signInAgainHref } from '../../../core/plugin-api';
import { FailureDetails } from '../../common/FailureDetails';
import { LoadingIndicator } from '../../common/LoadingIndicator';
import { formatDateTime } from './format-date-time';
import { useSignedInDevices, type RevokeOutcome } from './use-signed-in-devices';
import './signed-in-devices.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

// antd's coloured tags and danger buttons fall below WCAG AA's 4.5:1 text contrast: plain tags and the theme's primary button here.

function useDeviceName() {
  const { t } = useTranslation();
  return (device: SignedInDevice) =>
    t('settings.devices.device', {
      browser: device.browser || t('settings.devices.unknownBrowser'),
      system: device.system || t('settings.devices.unknownSystem'),
    });
}

function DeviceDetails({ device }: { device: SignedInDevice }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  const lines = [
    device.signInMethod ? t(`settings.devices.method.${device.signInMethod}`) : null,
    device.createdAt ? t('settings.devices.signedInAt', { time: when(device.createdAt) }) : null,
    device.lastSeenAt && !device.current ? t('settings.devices.lastActive', { time: when(device.lastSeenAt) }) : null,
    device.address ? t('settings.devices.address', { address: device.address }) : null,
    device.expiresAt ? t('settings.devices.endsAt', { time: when(device.expiresAt) }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <ul className="device-details">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * Settings: where the account is signed in, with a way to sign out any other device, or all of them at once.
 * Left out entirely when the backend has no such call (it is our addition to the spec).
 */
export function SignedInDevices() {
  const { t } = useTranslation();
  const location = useLocation();
  const deviceName = useDeviceName();
  const { state, reload, revokeOne, revokeOthers } = useSignedInDevices();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (state.kind === 'unsupported') return null;
  const signInAgain = (
    <a className="btn btn-primary" href={signInAgainHref(`${location.pathname}${location.search}`)}>
      {t('actionErrors.signInAgain')}
    </a>
  );
  const after = (outcome: RevokeOutcome, success: string) => {
    if (outcome === 'failed') setNotice({ kind: 'error', text: t('settings.devices.revokeFailed') });
    else if (outcome === 'done') setNotice({ kind: 'success', text: success });
  };
  const signOutOne = async (device: SignedInDevice) => {
    setBusy(device.id);
    setNotice(null);
    after(await revokeOne(device.id), t('settings.devices.signedOutOne', { device: deviceName(device) }));
    setBusy(null);
  };
  const signOutOthers = async (count: number) => {
    setBusy('others');
    setConfirming(false);
    setNotice(null);
    after(await revokeOthers(), t('settings.devices.signedOutOthers', { count }));
    setBusy(null);
  };

  let body: ReactNode;
  if (state.kind === 'loading') body = <LoadingIndicator />;
  else if (state.kind === 'session-expired')
    body = (
      <FailureDetails
        title={t('actionErrors.sessionExpiredTitle')}
        text={t('settings.devices.sessionExpiredText')}
        actions={signInAgain}
      />
    );
  else if (state.kind === 'forbidden') body = <p className="devices-note">{t('settings.devices.forbidden')}</p>;
  else if (state.kind === 'failed') {
    body = (
      <FailureDetails
        title={t('settings.devices.failedTitle')}
        text={
          <>
            {t('settings.devices.failedText')} {t('actionErrors.status', { status: state.status || '-' })}
          </>
        }
        actions={<Button onClick={() => void reload()}>{t('common.retry')}</Button>}
      />
    );
  } else {
    const others = state.items.filter((device) => !device.current);
    body = (
      <>
        <p className="devices-intro">{t('settings.devices.intro')}</p>
        <ul className="devices-list">
          {state.items.map((device) => (
            <li key={device.id} className="device">
              <div className="device-heading">
                <h3 className="device-name">{deviceName(device)}</h3>
                {device.current ? <Tag>{t('settings.devices.current')}</Tag> : null}
              </div>
              <DeviceDetails device={device} />
              {device.current ? null : (
                <Button
                  className="device-sign-out"
                  onClick={() => void signOutOne(device)}
                  loading={busy === device.id}
                  disabled={busy !== null && busy !== device.id}
                  aria-label={t('settings.devices.signOutLabel', { device: deviceName(device) })}
                >
                  {t('settings.devices.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length === 0 ? <p className="devices-note">{t('settings.devices.noOthers')}</p> : null}
        {others.length > 0 && !confirming ? (
          <Button
            onClick={() => setConfirming(true)}
            loading={busy === 'others'}
            disabled={busy !== null && busy !== 'others'}
          >
            {t('settings.devices.signOutOthers')}
          </Button>
        ) : null}
        {others.length > 0 && confirming ? (
          <div className="devices-confirm" role="group" aria-label={t('settings.devices.signOutOthers')}>
            <p>{t('settings.devices.confirmOthers', { count: others.length })}</p>
            <Button ref={confirmRef} type="primary" onClick={() => void signOutOthers(others.length)}>
              {t('settings.devices.confirmYes')}
            </Button>
            <Button onClick={() => setConfirming(false)}>{t('settings.devices.confirmNo')}</Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <Card title={<h2 className="card-title">{t('settings.devices.title')}</h2>} className="signed-in-devices">
      <div aria-live="polite" className="devices-notice">
        {notice ? (
          <p
            className={`notice notice-${notice.kind === 'success' ? 'info' : 'error'}`}
            role={notice.kind === 'error' ? 'alert' : undefined}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      {body}
    </Card>
  );
}
