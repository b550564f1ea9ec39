import { useId, type CSSProperties } from 'react';
import { DEFAULT_THEME, isHexColour, readableTextOn, usePortalTranslation } from '../../../../core/plugin-api';

export interface BrandingPreviewProps {
  name: string;
  theme?: string;
  logoUrl?: string;
  primaryColor?: string;
  headerColor?: string;
}

/** Only what the portal itself would load: a path of the portal or an https address. */
const loadable = (url: string | undefined) => (url && /^(\/(?!\/)|https:\/\/)/.test(url) ? url : null);

const box: CSSProperties = {
  border: '1px solid var(--portal-border)',
  borderRadius: 8,
  overflow: 'hidden',
  background: 'var(--portal-bg)',
  color: 'var(--portal-text)',
  fontSize: 13,
};
const bar: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: 40,
  padding: '0 12px',
  background: 'var(--portal-header-bg)',
  color: 'var(--portal-header-text)',
  borderBottom: '1px solid var(--portal-border)',
  fontWeight: 600,
};
const menu: CSSProperties = {
  width: 110,
  flex: 'none',
  padding: 6,
  background: 'var(--portal-surface)',
  borderRight: '1px solid var(--portal-border)',
};
const item: CSSProperties = {
  padding: '4px 8px',
  borderRadius: 4,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

/**
 * A small mock of the top bar and side menu with the chosen theme (its class, so the theme's own colours from
 * styles.css), logo and brand colours (as the shell applies them), updated as the form changes.
 */
export function BrandingPreview({ name, theme, logoUrl, primaryColor, headerColor }: BrandingPreviewProps) {
  const { t } = usePortalTranslation('admin');
  const captionId = useId();
  const colours: Record<string, string> = {};
  if (isHexColour(primaryColor)) colours['--portal-primary'] = primaryColor;
  if (isHexColour(headerColor))
    Object.assign(colours, { '--portal-header-bg': headerColor, '--portal-header-text': readableTextOn(headerColor) });
  const logo = loadable(logoUrl);
  return (
    <figure aria-labelledby={captionId} style={{ margin: '0 0 16px' }}>
      <figcaption id={captionId} style={{ marginBottom: 6 }}>
        <strong>{t('branding.preview')}</strong> <span className="muted">{t('branding.previewHelp')}</span>
      </figcaption>
      <div
        className={theme || DEFAULT_THEME}
        data-testid="branding-preview"
        style={{ ...box, ...colours } as CSSProperties}
      >
        <div style={bar}>
          {logo ? (
            <img
              src={logo}
              alt={t('branding.previewLogo')}
              style={{ maxHeight: 26, maxWidth: 100, objectFit: 'contain' }}
            />
          ) : null}
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
        </div>
        <div style={{ display: 'flex', minHeight: 90 }}>
          <div style={menu} aria-hidden="true">
            <div
              style={{
                ...item,
                background: 'var(--portal-active-bg, #e6eef8)',
                color: 'var(--portal-active-text, #164a86)',
                fontWeight: 600,
              }}
            >
              {t('branding.previewHome')}
            </div>
            <div style={item}>{t('branding.previewReports')}</div>
          </div>
          <div style={{ padding: 12 }} aria-hidden="true">
            {/* Outlined in the primary colour, as ToneTag's brand tone: a theme's or customer's primary colour need
                not carry white (or any one) text at 4.5:1 in every theme, the theme's text on its surface does. */}
            <span
              style={{
                display: 'inline-block',
                padding: '3px 11px',
                borderRadius: 6,
                border: '2px solid var(--portal-primary)',
                background: 'var(--portal-surface)',
                color: 'var(--portal-text)',
              }}
            >
              {t('branding.previewButton')}
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}
