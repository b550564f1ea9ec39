import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  CustomerSettingsSections,
  PluginSurface,
  usePortalTranslation,
  useService,
  type CustomerSettingsEntry,
} from '../../../../core/plugin-api';

const byOrder = (a: CustomerSettingsEntry, b: CustomerSettingsEntry) => (a.order ?? 0) - (b.order ?? 0);

/** The sections the enabled plugins add to the customer editor (e.g. the report plugin's Power BI workspace), each loaded lazily. */
export const PluginSettingsSections = observer(function PluginSettingsSections({ customerId }: { customerId: string }) {
  const { t } = usePortalTranslation('admin');
  const sections = useService(CustomerSettingsSections);
  const headingId = useId();
  const entries = [...sections.entries].sort(byOrder);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <h2 id={headingId} style={{ fontSize: 17 }}>
        {t('branding.pluginSections')}
      </h2>
      {entries.map((entry) => (
        <section key={entry.id} aria-label={t(entry.titleKey)} style={{ marginBottom: 16 }}>
          <h3 style={{ fontSize: 15 }}>{t(entry.titleKey)}</h3>
          <PluginSurface
            load={entry.load}
            props={{ customerId }}
            resetKey={customerId}
            fallback={<p role="status">{t('branding.pluginSectionsLoading')}</p>}
          />
        </section>
      ))}
    </section>
  );
});
