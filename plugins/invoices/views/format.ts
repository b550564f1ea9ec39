/** The UI language's formatting locale: nl-NL for Dutch, en-GB otherwise (EUR amounts and dates as customers here read them). */
export const formatLocale = (language: string) => (language.startsWith('nl') ? 'nl-NL' : 'en-GB');

export const formatMoney = (amount: number, currency: string, language: string) => {
  try {
    return new Intl.NumberFormat(formatLocale(language), { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${new Intl.NumberFormat(formatLocale(language), { minimumFractionDigits: 2 }).format(amount)}`;
  }
};

/** A whole amount for the chart's axis (€ 12.000 / €12,000). */
export const formatWholeMoney = (amount: number, currency: string, language: string) =>
  new Intl.NumberFormat(formatLocale(language), { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

export const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(formatLocale(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** YYYY-MM as "Nov 2026", YYYY-Qn as "Q4 2026". */
export const formatPeriod = (period: string, language: string) => {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  return new Intl.DateTimeFormat(formatLocale(language), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));
};
