import type { CSSProperties } from 'react';
import { DEFAULT_THEME, isHexColour, readableTextOn, type SettingsStore } from '../../core/plugin-api';

export interface BrandColours {
  primary: string | null;
  header: string | null;
}

/**
 * The customer's brand colours from the public settings, or none. They belong to the customer's theme: when the
 * user's locally stored theme overrides it (the spec's precedence), that theme shows as it is, colours and all.
 */
export function brandColours(settings: Pick<SettingsStore, 'settings' | 'theme'>): BrandColours | null {
  const publicSettings = settings.settings;
  if (!publicSettings) return null;
  if (settings.theme !== (publicSettings.theme || DEFAULT_THEME)) return null;
  const primary = isHexColour(publicSettings.primaryColor) ? publicSettings.primaryColor : null;
  const header = isHexColour(publicSettings.headerColor) ? publicSettings.headerColor : null;
  return primary || header ? { primary, header } : null;
}

/** The colours as the custom properties styles.css reads (on the app root, so they beat the theme class's). */
export function brandStyle(colours: BrandColours | null): CSSProperties | undefined {
  if (!colours) return undefined;
  const style: Record<string, string> = {};
  // The theme's own text colour on its primary (theme.css gives theme-dark a near-black one) was chosen for the
  // theme's colour, not this one: the text on the brand colour is chosen from it.
  if (colours.primary)
    Object.assign(style, {
      '--portal-primary': colours.primary,
      '--portal-primary-contrast': readableTextOn(colours.primary),
      '--portal-focus': colours.primary,
    });
  if (colours.header)
    Object.assign(style, {
      '--portal-header-bg': colours.header,
      '--portal-header-text': readableTextOn(colours.header),
    });
  return style as CSSProperties;
}
