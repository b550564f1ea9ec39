import Button from 'antd/es/button';
import { useState } from 'react';
import { AccountStore, HttpClient, usePortalTranslation, useService, type HttpFailure } from '../../../core/plugin-api';
import type { User } from '../contract';
import { RunAsPaths, RunAsStarted } from '../contract-run-as';

export interface ViewAsButtonProps {
  user: User;
  onFailed(failure: HttpFailure): void;
  /** After the start: a full page load of the home page, so the portal starts afresh as the viewed user. */
  goHome?(): void;
}

const loadHomePage = () => window.location.assign('/');

/**
 * "View as": starts viewing the portal as this user (audited on the server, which decides who may). Not offered
 * for oneself, a provider administrator or a disabled user, whom the server refuses anyway.
 */
export function ViewAsButton({ user, onFailed, goHome = loadHomePage }: ViewAsButtonProps) {
  const { t } = usePortalTranslation('admin');
  const http = useService(HttpClient);
  const account = useService(AccountStore);
  const [starting, setStarting] = useState(false);
  if (user.isProviderAdmin || user.disabledAt || user.userName === account.userName) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  const start = async () => {
    setStarting(true);
    const result = await http.post(RunAsPaths.start, { userId: user.id }, RunAsStarted);
    if (result.ok) return goHome();
    setStarting(false);
    onFailed(result);
  };
  return (
    <Button
      loading={starting}
      onClick={() => void start()}
      aria-label={t('runAs.viewAsLabel', { name })}
      title={t('runAs.viewAsHint')}
    >
      {t('runAs.viewAs')}
    </Button>
  );
}
