/**
 * A customer's brand colours (public settings' primaryColor and headerColor): six-digit hex only, so a value
 * can go into a CSS custom property as it is. The readability rule is WCAG 2.x AA for normal text (4.5:1),
 * computed from relative luminance, shared by the server's check, the editor's warning and the shell.
 */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * White: the text antd puts on primary buttons, so the colour a brand primary must reach 4.5:1 with (the server
 * refuses one that does not). The shell's own buttons take readableTextOn(primary), which is then white as well.
 */
export const TEXT_ON_PRIMARY = '#ffffff';
/** The two header text colours the shell chooses between (styles.css theme1 text and white). */
export const DARK_TEXT = '#1f2329';
export const LIGHT_TEXT = '#ffffff';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 0xff) + 0.7152 * channel((n >> 8) & 0xff) + 0.0722 * channel(n & 0xff);
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour (dark or white) that reads best on the background: the header's, and the brand primary's. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}

export const isHexColour = (value: unknown): value is string => typeof value === 'string' && HEX_COLOUR.test(value);
