import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import { useEffect, useId, useState } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { FieldError } from '../../../../core/plugin-api/components';
import { RECOMMENDATION_IMPACTS, type ApprovalRule, type RecommendationImpact } from '../../contract';

interface Props {
  rule: ApprovalRule | null;
  /** The currency of the customer's savings, for a first rule. */
  defaultCurrency: string;
  busy: boolean;
  onSave: (rule: ApprovalRule) => void;
  onRemove: () => void;
}

/** A whole or decimal amount of at least zero, as typed in either language (1.000,50 is not guessed at: 1000.50 or 1000,50). */
const amountOf = (text: string): number | null => {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
};

/**
 * The customer's approval rule: New recommendations from Advisor with at least this yearly saving and of these
 * impacts are approved, now and at every sync. One of the two conditions is needed.
 */
export function RuleEditor({ rule, defaultCurrency, busy, onSave, onRemove }: Props) {
  const { t } = usePortalTranslation('recommendations');
  const ids = { amount: useId(), error: useId() };
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(defaultCurrency);
  const [impacts, setImpacts] = useState<RecommendationImpact[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setAmount(rule?.minYearlySavings === null || !rule ? '' : String(rule.minYearlySavings));
    setCurrency(rule?.currency ?? defaultCurrency);
    setImpacts(rule?.impacts ?? []);
    setProblem(null);
  }, [rule, defaultCurrency]);

  const submit = () => {
    const min = amount.trim() === '' ? null : amountOf(amount);
    if (amount.trim() !== '' && min === null) return setProblem(t('admin.rule.amountInvalid'));
    if (min === null && impacts.length === 0) return setProblem(t('admin.rule.conditionRequired'));
    setProblem(null);
    onSave({ minYearlySavings: min, currency, impacts });
  };

  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('admin.rule.title')}</legend>
      <p className="muted" style={{ marginTop: 0 }}>
        {rule ? t('admin.rule.intro') : t('admin.rule.none')}
      </p>
      <label htmlFor={ids.amount} style={{ display: 'block', marginBottom: 4 }}>
        {t('admin.rule.minYearlySavings', { currency })}
      </label>
      <Input
        id={ids.amount}
        value={amount}
        inputMode="decimal"
        onChange={(event) => setAmount(event.target.value)}
        disabled={busy}
        style={{ maxWidth: 200 }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? ids.error : undefined}
      />
      <div role="group" aria-label={t('admin.rule.impacts')} style={{ margin: '12px 0' }}>
        <div style={{ marginBottom: 4 }}>{t('admin.rule.impacts')}</div>
        {RECOMMENDATION_IMPACTS.map((impact) => (
          <Checkbox
            key={impact}
            checked={impacts.includes(impact)}
            disabled={busy}
            onChange={(event) =>
              setImpacts(
                event.target.checked
                  ? RECOMMENDATION_IMPACTS.filter((i) => i === impact || impacts.includes(i))
                  : impacts.filter((i) => i !== impact),
              )
            }
          >
            {t(`admin.impact.${impact}`)}
          </Checkbox>
        ))}
      </div>
      {problem ? <FieldError id={ids.error} text={problem} role="alert" /> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
        <Button type="primary" loading={busy} onClick={submit}>
          {t('admin.rule.save')}
        </Button>
        {rule ? (
          <Button disabled={busy} onClick={onRemove}>
            {t('admin.rule.remove')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
