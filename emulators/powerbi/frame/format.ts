import type { DemoVisual } from './demo-reports';

export function formatValue(value: number, unit: DemoVisual['unit'], locale: string): string {
  switch (unit) {
    case 'euro':
      return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
        value,
      );
    case 'percent':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)}%`;
    case 'hours':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} h`;
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  }
}

export function safeLocale(locale: string | undefined, fallback = 'nl-NL'): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale ?? fallback]).length ? (locale ?? fallback) : fallback;
  } catch {
    return fallback;
  }
}
