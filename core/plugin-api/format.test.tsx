import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../services/i18n/create-i18n';
import { createFormatter, NO_VALUE, uiLocaleOf, useFormat } from './format';

const nl = createFormatter('nl', 'Europe/Amsterdam');
const en = createFormatter('en', 'Europe/Amsterdam');

describe('the formatting service', () => {
  it('follows the spec: nl gives nl-NL, anything else en-US', () => {
    expect(uiLocaleOf('nl')).toBe('nl-NL');
    expect(uiLocaleOf('nl-BE')).toBe('nl-NL');
    expect(uiLocaleOf('en')).toBe('en-US');
    expect(uiLocaleOf('de')).toBe('en-US');
    expect(uiLocaleOf(undefined)).toBe('en-US');
  });

  it('writes dates, date-times, times and months in both languages', () => {
    expect(nl.date('2026-11-29T13:05:00Z')).toBe('29 nov 2026');
    expect(en.date('2026-11-29T13:05:00Z')).toBe('Nov 29, 2026');
    expect(nl.date('2026-11-29', 'long')).toBe('29 november 2026');
    expect(en.date('2026-11-29', 'long')).toBe('November 29, 2026');
    expect(nl.dateTime('2026-11-29T13:05:00Z')).toBe('29 nov 2026, 14:05');
    expect(en.dateTime('2026-11-29T13:05:00Z')).toBe('Nov 29, 2026, 2:05 PM');
    expect(nl.time('2026-11-29T13:05:00Z')).toBe('14:05');
    expect(en.time(Date.UTC(2026, 10, 29, 13, 5))).toBe('2:05 PM');
    expect(nl.month('2026-11')).toBe('nov 2026');
    expect(nl.dayMonth('2026-11-29')).toBe('29 nov');
    expect(en.dayMonth('2026-11-29')).toBe('Nov 29');
    expect(en.month('2026-11', 'long')).toBe('November 2026');
  });

  it('shows a moment in the given time zone, and a calendar day as written in every zone', () => {
    const newYork = createFormatter('en', 'America/New_York');
    const tokyo = createFormatter('en', 'Asia/Tokyo');
    // 00:30 UTC on the 1st is still the 30th in New York and already 09:30 in Tokyo.
    expect(newYork.dateTime('2026-12-01T00:30:00Z')).toBe('Nov 30, 2026, 7:30 PM');
    expect(tokyo.dateTime('2026-12-01T00:30:00Z')).toBe('Dec 1, 2026, 9:30 AM');
    expect(newYork.date('2026-12-01')).toBe('Dec 1, 2026');
    expect(tokyo.date('2026-12-01')).toBe('Dec 1, 2026');
    expect(newYork.month('2026-12')).toBe('Dec 2026');
    expect(newYork.dateTime('2026-12-01')).toBe('Dec 1, 2026');
    expect(newYork.time('2026-12-01')).toBe(NO_VALUE);
  });

  it('shows a clear dash for missing and unreadable dates, never "Invalid Date"', () => {
    for (const value of [null, undefined, '', 'yesterday', '2026-02-30', '2026-13', Number.NaN, new Date('x')]) {
      expect(nl.date(value)).toBe(NO_VALUE);
      expect(en.dateTime(value)).toBe(NO_VALUE);
      expect(en.time(value)).toBe(NO_VALUE);
      expect(nl.month(value)).toBe(NO_VALUE);
    }
  });

  it('writes money with EUR by default, negative and signed amounts, whole amounts and unknown codes', () => {
    expect(nl.money(1234.5)).toBe('€\u00a01.234,50');
    expect(en.money(1234.5)).toBe('€1,234.50');
    expect(nl.money(-1234.5)).toBe('€\u00a0-1.234,50');
    expect(en.money(-1234.5)).toBe('-€1,234.50');
    expect(en.money(99.99, 'USD')).toBe('$99.99');
    expect(en.money(12000.4, 'EUR', { whole: true })).toBe('€12,000');
    expect(nl.money(12000.4, 'EUR', { whole: true })).toBe('€\u00a012.000');
    expect(en.money(5, 'EUR', { signed: true })).toBe('+€5.00');
    expect(en.money(-5, 'EUR', { signed: true })).toBe('-€5.00');
    expect(en.money(0, 'EUR', { signed: true })).toBe('€0.00');
    expect(nl.money(3.5, 'EURO')).toBe('EURO 3,50');
    expect(en.money(null)).toBe(NO_VALUE);
    expect(en.money(Number.NaN)).toBe(NO_VALUE);
  });

  it('writes numbers, percentages and file sizes', () => {
    expect(nl.number(1234567.891)).toBe('1.234.567,891');
    expect(en.number(1234567.891)).toBe('1,234,567.891');
    expect(en.number(2.345, 1)).toBe('2.3');
    expect(nl.percent(99.125)).toBe('99,13%');
    expect(en.percent(100)).toBe('100%');
    expect(en.percent(undefined)).toBe(NO_VALUE);
    expect(en.fileSize(512)).toBe('512 B');
    expect(en.fileSize(12 * 1024)).toBe('12 kB');
    expect(nl.fileSize(3.4 * 1024 ** 2)).toBe('3,4 MB');
    expect(en.fileSize(1.25 * 1024 ** 3)).toBe('1.3 GB');
    expect(en.fileSize(-1)).toBe(NO_VALUE);
  });

  it('useFormat follows the interface language as it changes', async () => {
    const i18n = createI18n('en', { en: {}, nl: {} });
    function Amount() {
      const format = useFormat();
      return <p>{format.money(1234.5)}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Amount />
      </I18nextProvider>,
    );
    expect(screen.getByText('€1,234.50')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('nl'));
    expect(screen.getByText('€ 1.234,50')).toBeInTheDocument();
  });
});
