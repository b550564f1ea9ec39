import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccount, useAccountService } from '../app/core-hooks';
import { CustomerSwitcher } from './CustomerSwitcher';
import { ThemeSwitch } from './ThemeSwitch';
import { useCloseOnOutsidePointer } from '../../core/plugin-api/use-close-on-outside-pointer';

/**
 * The narrow screen's top bar: one button opens a panel under the header with what the wide bar shows in a
 * row: the user name with '(Run as: X)', the customer switch (the active customer preselected, one customer as
 * plain text), the theme switch, settings and sign out. A disclosure rather than a menu: it holds a select.
 * It closes on Escape (focus back on the button), a tap outside and navigation.
 */
export const CompactAccountPanel = observer(function CompactAccountPanel() {
  const account = useAccount();
  const service = useAccountService();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const displayName = account.name || account.userName;

  useEffect(() => setOpen(false), [pathname]);
  useCloseOnOutsidePointer(
    open,
    [panel, button],
    useCallback(() => setOpen(false), []),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="compact-account" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="top-bar-button compact-account-button"
        aria-expanded={open}
        aria-controls="compact-account-panel"
        aria-label={t('topBar.accountMenu', { user: displayName })}
        onClick={() => setOpen(!open)}
      >
        <UserOutlined aria-hidden="true" />
        <DownOutlined aria-hidden="true" className="account-caret" />
      </button>
      <div ref={panel} id="compact-account-panel" className="compact-account-panel" hidden={!open}>
        <p className="compact-account-user">
          <UserOutlined aria-hidden="true" />
          <span>
            <span className="account-name">{displayName}</span>
            {account.runAsUser ? (
              <>
                {' '}
                <span className="run-as">{t('topBar.runAs', { user: account.runAsUser })}</span>
              </>
            ) : null}
          </span>
        </p>
        {account.customers.length > 0 ? (
          <div className="compact-account-row compact-account-customer">
            <span className="compact-account-label" aria-hidden={account.customers.length > 1}>
              {t('topBar.customer')}
            </span>
            <CustomerSwitcher />
          </div>
        ) : null}
        <div className="compact-account-row">
          <span className="compact-account-label" aria-hidden="true">
            {t('topBar.darkTheme')}
          </span>
          <ThemeSwitch />
        </div>
        <button
          type="button"
          className="compact-account-action"
          onClick={() => {
            setOpen(false);
            navigate('/settings');
          }}
        >
          <SettingOutlined aria-hidden="true" /> {t('topBar.settings')}
        </button>
        <button
          type="button"
          className="compact-account-action"
          onClick={() => {
            setOpen(false);
            service.logout();
          }}
        >
          <LogoutOutlined aria-hidden="true" /> {t('topBar.signOut')}
        </button>
      </div>
    </div>
  );
});
