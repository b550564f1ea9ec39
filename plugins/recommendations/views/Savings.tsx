import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import type { EstimatedSavings } from '../contract';

/** The estimated saving in the user's language, e.g. "€ 1.234,50 per maand"; null when there is none. */
export function useSavingsText(): (savings: EstimatedSavings | null | undefined) => string | null {
  const { t } = usePortalTranslation('recommendations');
  const format = useFormat();
  return (savings) =>
    savings ? t(`savings.${savings.period}`, { amount: format.money(savings.amount, savings.currency) }) : null;
}

/**
 * The saving for a table cell: the amount on one line and the period beneath it, so the column stays narrow
 * enough for the table to fit beside the menu (read as one phrase: "€ 61,32 per maand").
 */
export function Savings({ savings }: { savings: EstimatedSavings | null | undefined }) {
  const { t } = usePortalTranslation('recommendations');
  const format = useFormat();
  if (!savings) return <span>{t('savings.none')}</span>;
  return (
    <span>
      <span style={{ whiteSpace: 'nowrap' }}>{format.money(savings.amount, savings.currency)}</span> <br />
      <span style={{ whiteSpace: 'nowrap', fontSize: 13 }}>{t(`savings.per.${savings.period}`)}</span>
    </span>
  );
}
