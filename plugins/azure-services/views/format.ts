export const formatLocale = (language: string) => (language.startsWith('nl') ? 'nl-NL' : 'en-GB');
export const formatMoney = (amount: number, currency: string, language: string, whole = false) =>
  new Intl.NumberFormat(formatLocale(language), { style: 'currency', currency, ...(whole ? { maximumFractionDigits: 0 } : {}) }).format(amount);
export const formatMonth = (month: string, language: string) =>
  new Intl.DateTimeFormat(formatLocale(language), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
