import AlertOutlined from '@ant-design/icons/es/icons/AlertOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import CloudOutlined from '@ant-design/icons/es/icons/CloudOutlined';
import CustomerServiceOutlined from '@ant-design/icons/es/icons/CustomerServiceOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import WindowsOutlined from '@ant-design/icons/es/icons/WindowsOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { followableHref, type MenuLink } from '../layout/menu-links';
import { Panel } from '../common/Panel';
import { useAccount, useAccountService, useMenu } from '../app/core-hooks';
import { AZURE_PORTAL_URL, OFFICE_PORTAL_URL, findMenuTarget, isInvoices, isReport, isSupport } from './home-targets';

function TargetButton({ link, children, primary, missing }: { link: MenuLink | null; children: ReactNode; primary?: boolean; missing?: string }) {
  if (!link || link.kind === 'none') return missing ? <p className="muted">{missing}</p> : null;
  if (link.kind === 'route') {
    return <Link to={link.to} className={primary ? 'welcome-link welcome-link-primary' : 'welcome-link'}>{children}</Link>;
  }
  return (
    <a href={link.href} target={link.newTab ? '_blank' : undefined} rel="noopener noreferrer" className="welcome-link">
      {children}
    </a>
  );
}

function Tile({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <Panel className="welcome-tile">
      <div className="welcome-tile-icon" aria-hidden="true">{icon}</div>
      <h2 className="welcome-tile-title">{title}</h2>
      <p>{text}</p>
      {children}
    </Panel>
  );
}

/**
 * Home rule 3: the welcome card with cards for reports, support, invoices, Azure, Office 365 and monitoring.
 * It greets with the identity's userName, as the spec words it, even when that is an e-mail address; only
 * a backend that sends no userName gets the display name instead of an empty greeting.
 */
export const WelcomeCard = observer(function WelcomeCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const accountService = useAccountService();
  const menu = useMenu();
  useEffect(() => {
    void accountService.loadMonitoring();
  }, [accountService]);
  const reports = findMenuTarget(menu.items, isReport);
  const monitoringHref = account.monitoringLocation ? followableHref(account.monitoringLocation) : null;
  const monitoring = monitoringHref ? ({ kind: 'external', href: monitoringHref, newTab: true } as const) : null;
  const external = (href: string) => ({ kind: 'external', href, newTab: true }) as const;
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <Panel className="welcome-hero">
        <h1 id="welcome-title" className="welcome-title">{t('home.welcome', { userName: account.userName || account.name })}</h1>
        <p className="welcome-intro">{t('home.intro')}</p>
        <TargetButton link={reports} primary>{t('home.goToReports')}</TargetButton>
      </Panel>
      <div className="welcome-grid">
        <Tile icon={<BarChartOutlined />} title={t('home.reportsTitle')} text={t('home.reportsText')}>
          <TargetButton link={reports} missing={t('home.notInMenu')}>{t('home.goToReports')}</TargetButton>
        </Tile>
        <Tile icon={<CustomerServiceOutlined />} title={t('home.supportTitle')} text={t('home.supportText')}>
          <TargetButton link={findMenuTarget(menu.items, isSupport)} missing={t('home.notInMenu')}>{t('home.supportAction')}</TargetButton>
        </Tile>
        <Tile icon={<FileTextOutlined />} title={t('home.invoicesTitle')} text={t('home.invoicesText')}>
          <TargetButton link={findMenuTarget(menu.items, isInvoices)} missing={t('home.notInMenu')}>{t('home.invoicesAction')}</TargetButton>
        </Tile>
        <Tile icon={<CloudOutlined />} title={t('home.azureTitle')} text={t('home.azureText')}>
          <TargetButton link={external(AZURE_PORTAL_URL)}>{t('home.azureAction')}</TargetButton>
        </Tile>
        <Tile icon={<WindowsOutlined />} title={t('home.officeTitle')} text={t('home.officeText')}>
          <TargetButton link={external(OFFICE_PORTAL_URL)}>{t('home.officeAction')}</TargetButton>
        </Tile>
        <Tile icon={<AlertOutlined />} title={t('home.monitoringTitle')} text={t('home.monitoringText')}>
          {monitoring ? <TargetButton link={monitoring}>{t('home.monitoringAction')}</TargetButton> : <p className="muted">{t('home.monitoringUnavailable')}</p>}
        </Tile>
      </div>
    </section>
  );
});
