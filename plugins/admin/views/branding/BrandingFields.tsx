import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { THEMES, usePortalTranslation } from '../../../../core/plugin-api';
import type { BrandingApi } from '../../api/branding-api';
import { LOGO_PATH_PREFIX, type CustomerDetails } from '../../contract-branding';
import type { customerRules } from '../customer-form-rules';
import { BrandingPreview } from './BrandingPreview';
import { ColourInput } from './ColourInput';
import { formatRatio, headerContrast, isReadable, primaryContrast } from './colour-contrast';
import { LogoUpload } from './LogoUpload';

const isUploadedLogo = (url: string | null | undefined) => Boolean(url?.startsWith(LOGO_PATH_PREFIX));

/** The contrast shown under a readable colour (a low one is the field's error instead). */
function ContrastNote({ ratio, help }: { ratio: number | null; help: string }) {
  const { t, i18n } = usePortalTranslation('admin');
  if (ratio === null || !isReadable(ratio)) return <>{help}</>;
  return (
    <>
      {help} <span role="status">{t('branding.contrastOk', { ratio: formatRatio(ratio, i18n.language) })}</span>
    </>
  );
}

export interface BrandingFieldsProps {
  customer: CustomerDetails | null;
  api: Pick<BrandingApi, 'uploadLogo' | 'removeLogo'>;
  rules: ReturnType<typeof customerRules>;
}

/**
 * The customer form's branding: theme, brand colours (contrast computed as they are typed), logo (uploaded at
 * once) or its address, custom stylesheet, and a preview of them all, inside the customer form.
 */
export function BrandingFields({ customer, api, rules }: BrandingFieldsProps) {
  const { t } = usePortalTranslation('admin');
  const form = Form.useFormInstance();
  const watched = (Form.useWatch([], form) ?? {}) as Record<string, string | undefined>;
  const [uploadedLogo, setUploadedLogo] = useState(isUploadedLogo(customer?.logoUrl));
  const pickerLabel = (key: string) => t('branding.colourPicker', { name: t(key).toLowerCase() });
  return (
    <>
      <h2 style={{ fontSize: 17 }}>{t('branding.sectionBranding')}</h2>
      <Form.Item name="theme" label={t('branding.theme')} rules={rules.theme} extra={t('branding.themeHelp')}>
        <Select
          options={[
            { value: '', label: t('branding.themeDefault') },
            ...THEMES.map((theme) => ({ value: theme, label: t(`branding.themes.${theme}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="primaryColor"
        label={t('branding.primaryColor')}
        rules={rules.primaryColor}
        extra={<ContrastNote ratio={primaryContrast(watched.primaryColor)} help={t('branding.primaryColorHelp')} />}
      >
        <ColourInput pickerLabel={pickerLabel('branding.primaryColor')} />
      </Form.Item>
      <Form.Item
        name="headerColor"
        label={t('branding.headerColor')}
        rules={rules.headerColor}
        extra={<ContrastNote ratio={headerContrast(watched.headerColor)} help={t('branding.headerColorHelp')} />}
      >
        <ColourInput pickerLabel={pickerLabel('branding.headerColor')} />
      </Form.Item>
      <div style={{ marginBottom: 4 }}>{t('branding.logo')}</div>
      <LogoUpload
        customerId={customer?.id ?? null}
        uploaded={uploadedLogo}
        upload={api.uploadLogo}
        remove={api.removeLogo}
        onChanged={(changed) => {
          form.setFieldValue('logoUrl', changed.logoUrl ?? '');
          setUploadedLogo(isUploadedLogo(changed.logoUrl));
        }}
      />
      <Form.Item
        name="logoUrl"
        label={t('customers.fields.logoUrl')}
        rules={rules.url}
        extra={t('branding.logoUrlHelp')}
      >
        <Input inputMode="url" />
      </Form.Item>
      <Form.Item
        name="customStylesheet"
        label={t('branding.customStylesheet')}
        rules={rules.url}
        extra={t('branding.customStylesheetHelp')}
      >
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      <BrandingPreview
        name={watched.name || customer?.name || ''}
        theme={watched.theme}
        logoUrl={watched.logoUrl}
        primaryColor={watched.primaryColor}
        headerColor={watched.headerColor}
      />
    </>
  );
}
