import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiPaths } from '../../core/contract';
import { useAccount, useSettings } from '../app/core-hooks';
import { AccountMenu } from './AccountMenu';
import { CompactAccountPanel } from './CompactAccountPanel';
import { CustomerSwitcher } from './CustomerSwitcher';
import { ThemeSwitch } from './ThemeSwitch';
import { TopBarSections } from './TopBarSections';
import { SearchField } from './search/SearchField';
import { useMediaQuery } from '../../core/plugin-api';

/** Below this width the top bar folds the customer switch, theme and account into one panel (styles.css agrees). */
const COMPACT_TOP_BAR = '(max-width: 900px)';

interface TopBarProps {
  signedIn: boolean;
  sideBarOpen?: boolean;
  onToggleSideBar?: () => void;
}

export const TopBar = observer(function TopBar({ signedIn, sideBarOpen, onToggleSideBar }: TopBarProps) {
  const settings = useSettings();
  const account = useAccount();
  const { t } = useTranslation();
  const compact = useMediaQuery(COMPACT_TOP_BAR);
  const logoUrl = settings.settings?.logoUrl;
  return (
    <div className="top-bar">
      {signedIn && onToggleSideBar ? (
        <button
          type="button"
          className="top-bar-button side-bar-toggle"
          aria-label={t('topBar.toggleSideBar')}
          aria-expanded={sideBarOpen}
          aria-controls="portal-side-bar"
          onClick={onToggleSideBar}
        >
          {sideBarOpen ? <MenuFoldOutlined aria-hidden="true" /> : <MenuUnfoldOutlined aria-hidden="true" />}
        </button>
      ) : null}
      <Link to="/" className="top-bar-brand">
        {logoUrl ? (
          <img src={logoUrl} className="top-bar-logo" alt={t('topBar.logoAlt', { name: settings.applicationName })} />
        ) : null}
        {/* With a logo the name is its alt text: drawn beside it, the same words showed (and were read) twice. */}
        {logoUrl ? null : <span className="top-bar-app-name">{settings.applicationName}</span>}
      </Link>
      {signedIn && account.isAuthorized ? <SearchField /> : null}
      <div className="top-bar-spacer" />
      {signedIn && account.isAuthorized && compact ? (
        <>
          <TopBarSections />
          <CompactAccountPanel />
        </>
      ) : signedIn && account.isAuthorized ? (
        <>
          <CustomerSwitcher />
          <TopBarSections />
          <ThemeSwitch />
          <AccountMenu />
        </>
      ) : account.isAuthenticated ? (
        <>
          <ThemeSwitch />
          <span className="top-bar-customer">{account.name || account.userName}</span>
          <a className="btn" href={ApiPaths.logout}>
            {t('topBar.signOut')}
          </a>
        </>
      ) : (
        <>
          <ThemeSwitch />
          <a className="btn btn-primary" href={ApiPaths.login}>
            {t('topBar.signIn')}
          </a>
          <Link className="btn" to="/register">
            {t('topBar.register')}
          </Link>
        </>
      )}
    </div>
  );
});
