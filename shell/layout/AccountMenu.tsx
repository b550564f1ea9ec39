import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAccount, useAccountService } from '../app/core-hooks';
import { useMenuButton } from './use-menu-button';

/** The user name, '(Run as: X)' when set, and the account menu with settings and sign out. */
export const AccountMenu = observer(function AccountMenu() {
  const account = useAccount();
  const service = useAccountService();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const menu = useMenuButton();
  const displayName = account.name || account.userName;
  const choose = (action: () => void) => {
    menu.close(false);
    action();
  };
  return (
    <div className="account-menu">
      <button
        ref={menu.buttonRef}
        type="button"
        className="top-bar-button account-button"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls="account-menu-list"
        onClick={() => menu.setOpen(!menu.open)}
        onKeyDown={menu.onButtonKeyDown}
      >
        <UserOutlined aria-hidden="true" />
        <span className="account-name">{displayName}</span>
        {account.runAsUser ? <span className="run-as">{t('topBar.runAs', { user: account.runAsUser })}</span> : null}
        <DownOutlined aria-hidden="true" className="account-caret" />
      </button>
      {menu.open ? (
        <ul
          ref={menu.menuRef}
          id="account-menu-list"
          role="menu"
          aria-label={t('topBar.accountMenu', { user: displayName })}
          className="popup-menu"
          onKeyDown={menu.onMenuKeyDown}
        >
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => choose(() => navigate('/settings'))}>
              <SettingOutlined aria-hidden="true" /> {t('topBar.settings')}
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => choose(() => service.logout())}>
              <LogoutOutlined aria-hidden="true" /> {t('topBar.signOut')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
});
