import type { EnvironmentType } from '../../../core/plugin-api';

export interface EnvironmentBannerInfo {
  /** Translation key of the label: 'ONTWIKKEL', 'TEST' or 'ACCEPTATIE' in both languages (the labels users know). */
  labelKey: string;
  className: string;
}

const SHOWN: readonly EnvironmentType[] = ['development', 'test', 'acceptance'];

/** The viewer's environment banner; none for production or no environment type. */
export function environmentBanner(type: EnvironmentType | null | undefined): EnvironmentBannerInfo | null {
  if (!type || !SHOWN.includes(type)) return null;
  return { labelKey: `environment.${type}`, className: `environment-banner environment-banner--${type}` };
}
