import AlertOutlined from '@ant-design/icons/es/icons/AlertOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import CloudOutlined from '@ant-design/icons/es/icons/CloudOutlined';
import WindowsOutlined from '@ant-design/icons/es/icons/WindowsOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { followableHref } from '../layout/menu-links';
import { Panel } from '../../core/plugin-api';
import { useAccount, useAccountService, useMenu } from '../app/core-hooks';
import { AddressBreaks } from './AddressBreaks';
import { PluginHomeCards } from './PluginHomeCards';
import { SavedItemsTile } from './SavedItemsTile';
import { TargetButton, Tile } from './WelcomeTile';
import { AZURE_PORTAL_URL, OFFICE_PORTAL_URL, findMenuTarget, isReport } from './home-targets';

/** Stands in for the user name while the greeting is translated, so the name can be drawn with its breaks. */
const NAME_SLOT = '\uE000';

/**
 * Home rule 3: the welcome card with cards for reports, the enabled plugins' screens (support, invoices, ...),
 * Azure, Office 365 and monitoring.
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
  const userName = account.userName || account.name;
  const [greetingStart, greetingEnd = ''] = t('home.welcome', { userName: NAME_SLOT }).split(NAME_SLOT);
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <Panel className="welcome-hero">
        {/* The label is the text as one string: some name computations read each <wbr> as a space. */}
        <h1 id="welcome-title" className="welcome-title" aria-label={t('home.welcome', { userName })}>
          {greetingStart}
          <AddressBreaks text={userName} />
          {greetingEnd}
        </h1>
        <p className="welcome-intro">{t('home.intro')}</p>
        {/* The spec's 'Go to reports' stays when the menu has no report: then it says why instead of leading there. */}
        <TargetButton link={reports} primary missing={t('home.notInMenu')}>
          {t('home.goToReports')}
        </TargetButton>
      </Panel>
      <div className="welcome-grid">
        <Tile icon={<BarChartOutlined />} title={t('home.reportsTitle')} text={t('home.reportsText')}>
          <TargetButton link={reports} missing={t('home.notInMenu')}>
            {t('home.goToReports')}
          </TargetButton>
        </Tile>
        <SavedItemsTile />
        <PluginHomeCards />
        <Tile icon={<CloudOutlined />} title={t('home.azureTitle')} text={t('home.azureText')}>
          <TargetButton link={external(AZURE_PORTAL_URL)}>{t('home.azureAction')}</TargetButton>
        </Tile>
        <Tile icon={<WindowsOutlined />} title={t('home.officeTitle')} text={t('home.officeText')}>
          <TargetButton link={external(OFFICE_PORTAL_URL)}>{t('home.officeAction')}</TargetButton>
        </Tile>
        <Tile icon={<AlertOutlined />} title={t('home.monitoringTitle')} text={t('home.monitoringText')}>
          {monitoring ? (
            <TargetButton link={monitoring}>{t('home.monitoringAction')}</TargetButton>
          ) : (
            <p className="muted">{t('home.monitoringUnavailable')}</p>
          )}
        </Tile>
      </div>
    </section>
  );
});
