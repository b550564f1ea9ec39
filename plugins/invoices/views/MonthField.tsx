import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
// The month panel's names come from dayjs in antd's locale code ('nl' under the portal's Dutch antd locale).
import 'dayjs/locale/nl';
import { isMonth } from '../contract';

/** The typed and shown form: what the query sends (YYYY-MM), whatever the language; the panel names the months. */
const MONTH_FORMAT = 'YYYY-MM';

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
  const month: Dayjs | null = isMonth(value) ? dayjs(`${value}-01`) : null;
  return (
    <DatePicker
      picker="month"
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
