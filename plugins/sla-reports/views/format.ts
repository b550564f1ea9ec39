export const formatLocale = (language: string) => (language.startsWith('nl') ? 'nl-NL' : 'en-GB');

export const formatPercent = (value: number, language: string) =>
  `${new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 2 }).format(value)}%`;

export const formatMonth = (period: string, language: string) =>
  new Intl.DateTimeFormat(formatLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));

export const formatMoment = (iso: string, language: string) => {
  const time = Date.parse(iso);
  return Number.isFinite(time)
    ? new Intl.DateTimeFormat(formatLocale(language), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(time)
    : iso;
};
