import DatePicker from 'antd/es/date-picker';
import enUS from 'antd/es/date-picker/locale/en_US';
import nlNL from 'antd/es/date-picker/locale/nl_NL';
import dayjs, { type Dayjs } from 'dayjs';
// The month panel's names come from dayjs in antd's locale code ('nl' under the portal's Dutch antd locale).
import 'dayjs/locale/nl';
import { usePortalTranslation } from '../../../core/plugin-api';
import { isMonth } from '../contract';

/** The typed and shown form: what the query sends (YYYY-MM), whatever the language; the panel names the months. */
const MONTH_FORMAT = 'YYYY-MM';

/**
 * antd's picker locales without the year button's label ('Choose a year'): the button shows the year, and a
 * label that does not contain the visible text fails WCAG 2.5.3 (axe: label-content-name-mismatch).
 */
const withoutYearLabel = (locale: typeof enUS) => ({
  ...locale,
  lang: { ...locale.lang, yearSelect: undefined as unknown as string },
});
const LOCALES = { en: withoutYearLabel(enUS), nl: withoutYearLabel(nlNL) };

interface Props {
  id: string;
  /** A YYYY-MM month, or '' for none. */
  value: string;
  placeholder: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (month: string) => void;
}

/**
 * A month picker in the portal's language (antd's locale from the shell, dayjs's month names): a panel to
 * click, or the month typed as 2026-01 and Enter. The value stays the YYYY-MM text the invoices query uses.
 */
export function MonthField({ id, value, placeholder, invalid, describedBy, onChange }: Props) {
  const { i18n } = usePortalTranslation('invoices');
  const month: Dayjs | null = isMonth(value) ? dayjs(`${value}-01`) : null;
  return (
    <DatePicker
      picker="month"
      locale={i18n.language.startsWith('nl') ? LOCALES.nl : LOCALES.en}
      id={id}
      format={MONTH_FORMAT}
      placeholder={placeholder}
      value={month}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      style={{ width: '100%', minHeight: 32 }}
      onChange={(next: Dayjs | null) => onChange(next ? next.format(MONTH_FORMAT) : '')}
    />
  );
}
