import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Select from 'antd/es/select';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES } from '../../core/contract';
import { LANGUAGE_STORAGE_KEY } from '../app/language-preference';
import { useAccount, useAccountService, useSettings } from '../app/core-hooks';
import { formatCalendarDate } from '../common/format-date';
import { SignedInDevices } from './settings/SignedInDevices';

/** Account details, the deletion dates when set, language and theme, and the signed-in devices. */
export const SettingsPage = observer(function SettingsPage() {
  const account = useAccount();
  const accountService = useAccountService();
  const settings = useSettings();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    void accountService.loadAccountInfo();
  }, [accountService]);
  // Dates in the UI language (the one chosen here included), not the browser's or the server's.
  const requested = formatCalendarDate(account.accountDeletionRequestDate, i18n.language);
  const deletion = formatCalendarDate(account.accountDeletionDate, i18n.language);
  const changeLanguage = (language: string) => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      /* storage unavailable */
    }
  };
  return (
    <div className="settings-page">
      <h1 className="page-title">{t('settings.title')}</h1>
      <Card title={<h2 className="card-title">{t('settings.account')}</h2>}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('settings.name')}>{account.name}</Descriptions.Item>
          <Descriptions.Item label={t('settings.userName')}>{account.userName}</Descriptions.Item>
          <Descriptions.Item label={t('settings.initials')}>{account.initials}</Descriptions.Item>
          <Descriptions.Item label={t('settings.customer')}>{account.activeCustomer?.customerName}</Descriptions.Item>
          <Descriptions.Item label={t('settings.customers')}>
            {account.customers.map((c) => c.customerName).join(', ')}
          </Descriptions.Item>
          {account.runAsUser ? (
            <Descriptions.Item label={t('settings.runAs')}>{account.runAsUser}</Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      {requested || deletion ? (
        <Card title={<h2 className="card-title">{t('settings.deletionTitle')}</h2>}>
          <Descriptions column={1} bordered size="small">
            {requested ? (
              <Descriptions.Item label={t('settings.deletionRequested')}>{requested}</Descriptions.Item>
            ) : null}
            {deletion ? <Descriptions.Item label={t('settings.deletionDate')}>{deletion}</Descriptions.Item> : null}
          </Descriptions>
          {deletion ? (
            <Alert
              className="deletion-rule"
              type="warning"
              showIcon
              title={t('settings.deletionRule', { date: deletion })}
            />
          ) : null}
        </Card>
      ) : null}
      <Card title={<h2 className="card-title">{t('settings.preferences')}</h2>}>
        <div className="settings-field">
          <label htmlFor="settings-language">{t('settings.language')}</label>
          <Select
            id="settings-language"
            value={i18n.language === 'nl' ? 'nl' : 'en'}
            onChange={changeLanguage}
            options={[
              { value: 'en', label: t('settings.languages.en') },
              { value: 'nl', label: t('settings.languages.nl') },
            ]}
          />
        </div>
        <div className="settings-field">
          <label htmlFor="settings-theme">{t('settings.theme')}</label>
          <Select
            id="settings-theme"
            value={settings.theme}
            onChange={settings.setTheme}
            options={THEMES.map((theme) => ({ value: theme, label: t(`settings.themes.${theme}`) }))}
          />
        </div>
      </Card>
      <SignedInDevices />
    </div>
  );
});
