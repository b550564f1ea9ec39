import {
  contrastRatio,
  isHexColour,
  MIN_TEXT_CONTRAST,
  readableTextOn,
  TEXT_ON_PRIMARY,
} from '../../../../core/plugin-api';

/** The contrast of the text the portal puts on each brand colour (as the server computes it), or null for no colour. */
export const primaryContrast = (hex: string | undefined): number | null =>
  isHexColour(hex) ? contrastRatio(hex, TEXT_ON_PRIMARY) : null;
export const headerContrast = (hex: string | undefined): number | null =>
  isHexColour(hex) ? contrastRatio(hex, readableTextOn(hex)) : null;

export const isReadable = (ratio: number | null) => ratio === null || ratio >= MIN_TEXT_CONTRAST;

/** Rounded down, so a ratio just under 4.5 never reads as 4.5. */
export const formatRatio = (ratio: number, language: string) =>
  (Math.floor(ratio * 100) / 100).toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
