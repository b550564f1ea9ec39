import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input, { type InputRef } from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { CallFailure, FieldError } from '../../../core/plugin-api/components';
import { decreaseRule, isLockedStatus, type Subscription } from '../contract';
import { isDone, type ChangeOutcome } from '../stores/subscriptions-store';
import { CommerceRules } from './CommerceRules';
import { costImpact } from './subscription-values';
import { isSuspiciousIncrease, QUANTITY_LIMITS, readQuantity, type QuantityInputProblem } from './quantity-input';

interface Props {
  subscription: Subscription;
  submit: (quantity: number) => Promise<ChangeOutcome>;
  onClose: () => void;
}

type Step = { kind: 'edit' } | { kind: 'confirm'; quantity: number } | { kind: 'double-check'; quantity: number };
type Refusal = Extract<ChangeOutcome, { kind: 'failed' | 'locked' | 'invalid' | 'refused' | 'decrease-closed' }>;

/**
 * The licence change dialog, in two steps: the number (typed as text and kept exactly as typed, so a
 * refused value can be corrected rather than retyped), then a confirmation with the old and new count and,
 * where the subscription has a price, the cost impact. A quantity that looks like a slip of the keyboard (far
 * more than today) is asked about once more, Go back returning to the number as typed. Nothing is sent before
 * the confirmation; cancelling at any step changes nothing. A failed change returns to the number with what
 * went wrong.
 */
export function LicenceDialog({ subscription, submit, onClose }: Props) {
  const { t } = usePortalTranslation('subscriptions');
  const format = useFormat();
  const id = useId();
  const inputId = `${id}-quantity`;
  const input = useRef<InputRef>(null);
  const [text, setText] = useState(String(subscription.quantity));
  const [problem, setProblem] = useState<QuantityInputProblem | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const product = subscription.productName;
  const number = (value: number) => format.number(value);
  // Read when the dialog opens: the window's end is a moment, and the dialog is short-lived.
  const [rule] = useState(() => decreaseRule(subscription));
  const rulesId = `${id}-rules`;

  const review = () => {
    const reading = readQuantity(text, subscription.quantity, rule);
    if (!reading.ok) {
      setProblem(reading.problem);
      input.current?.focus();
      return;
    }
    setProblem(null);
    setRefusal(null);
    setStep({ kind: 'confirm', quantity: reading.quantity });
  };

  const confirm = async (quantity: number) => {
    setSubmitting(true);
    setRefusal(null);
    const outcome = await submit(quantity);
    setSubmitting(false);
    if (isDone(outcome)) {
      onClose();
      return;
    }
    setRefusal(outcome);
    setStep({ kind: 'edit' });
  };

  const back = () => {
    setStep({ kind: 'edit' });
    // The field is shown again on the next render; put the cursor back where the user left it.
    setTimeout(() => input.current?.focus(), 0);
  };

  // Wraps a long product name rather than running under the close button.
  const title = (
    <span style={{ display: 'block', paddingInlineEnd: 28, overflowWrap: 'anywhere' }}>
      {t('dialog.title', { product })}
    </span>
  );

  if (isLockedStatus(subscription.status)) {
    return (
      <Modal
        open
        title={title}
        onCancel={onClose}
        destroyOnHidden
        mask={{ closable: false }}
        footer={[
          <Button key="close" type="primary" onClick={onClose}>
            {t('dialog.close')}
          </Button>,
        ]}
      >
        <Alert type="warning" showIcon title={lockedText(t, subscription)} />
      </Modal>
    );
  }

  const fieldMessage =
    problem &&
    t(`field.${problem}`, {
      min: number(QUANTITY_LIMITS.min),
      max: number(QUANTITY_LIMITS.max),
      current: number(subscription.quantity),
      since: rule.kind === 'passed' ? format.dateTime(rule.since) : '',
    });

  let body: ReactNode;
  let footer: ReactNode[];
  if (step.kind === 'edit') {
    body = (
      <>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
            {t('dialog.label')}
          </label>
          <Input
            ref={input}
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            status={problem ? 'error' : undefined}
            autoFocus
            style={{ maxWidth: 200 }}
            aria-invalid={problem !== null}
            aria-describedby={[problem && `${id}-error`, `${id}-hint`, subscription.source === 'microsoft' && rulesId]
              .filter(Boolean)
              .join(' ')}
          />
          {fieldMessage && <FieldError id={`${id}-error`} role="alert" text={fieldMessage} />}
          <p id={`${id}-hint`} style={{ marginTop: 8 }}>
            {t('dialog.current', { quantity: number(subscription.quantity) })}{' '}
            {t('dialog.maximum', { max: number(subscription.maxQuantity) })}
          </p>
          <CommerceRules subscription={subscription} rule={rule} id={rulesId} />
        </form>
        {refusal && <RefusalMessage refusal={refusal} subscription={subscription} retry={() => void review()} />}
      </>
    );
    footer = [
      <Button key="cancel" onClick={onClose}>
        {t('dialog.cancel')}
      </Button>,
      <Button key="review" type="primary" onClick={review}>
        {t('dialog.review')}
      </Button>,
    ];
  } else if (step.kind === 'double-check') {
    const to = step.quantity;
    // Above the maximum nothing is changed (the spec's service request): the question says so rather than 'change'.
    const request = to > subscription.maxQuantity;
    const values = { product, from: number(subscription.quantity), to: number(to) };
    body = (
      <p id={`${id}-double-check`} style={{ fontSize: 16, fontWeight: 600 }}>
        {t(request ? 'doubleCheck.requestQuestion' : 'doubleCheck.question', values)}
      </p>
    );
    footer = [
      <Button key="go-back" autoFocus aria-describedby={`${id}-double-check`} onClick={back} disabled={submitting}>
        {t('doubleCheck.back')}
      </Button>,
      <Button key="yes" type="primary" loading={submitting} onClick={() => void confirm(to)}>
        {t(request ? 'doubleCheck.yesRequest' : 'doubleCheck.yes', values)}
      </Button>,
    ];
  } else {
    const to = step.quantity;
    const from = subscription.quantity;
    const overMaximum = to > subscription.maxQuantity;
    const cost = costImpact(subscription, from, to);
    const money = (amount: number, signed = false) => format.money(amount, cost!.currency, { signed });
    body = (
      <section aria-labelledby={`${id}-confirm`}>
        <h3 id={`${id}-confirm`} style={{ fontSize: 16, marginTop: 0 }}>
          {t('confirm.heading')}
        </h3>
        <p className="licence-change" aria-hidden="true" style={{ fontSize: 24, fontWeight: 600, margin: '4px 0 8px' }}>
          {number(from)} → {number(to)}
        </p>
        <p>{t('confirm.change', { product, from: number(from), to: number(to) })}</p>
        {overMaximum && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('confirm.serviceRequest', { quantity: number(to), max: number(subscription.maxQuantity) })}
          />
        )}
        {cost && (
          <p>
            {t(overMaximum ? 'confirm.costIfCarriedOut' : 'confirm.cost', {
              change: money(cost.change, true),
              before: money(cost.before),
              after: money(cost.after),
            })}{' '}
            {t('confirm.unitPrice', { price: money(cost.unitPrice) })}
          </p>
        )}
        {!cost && !overMaximum && subscription.source === 'microsoft' && (
          <p>{t(to > from ? 'confirm.noPriceMore' : 'confirm.noPriceFewer', { count: number(Math.abs(to - from)) })}</p>
        )}
        <CommerceRules subscription={subscription} rule={rule} id={rulesId} />
      </section>
    );
    footer = [
      <Button key="back" onClick={back} disabled={submitting}>
        {t('dialog.back')}
      </Button>,
      <Button key="cancel" onClick={onClose} disabled={submitting}>
        {t('dialog.cancel')}
      </Button>,
      <Button
        key="confirm"
        type="primary"
        autoFocus
        loading={submitting}
        onClick={() =>
          isSuspiciousIncrease(from, to) ? setStep({ kind: 'double-check', quantity: to }) : void confirm(to)
        }
      >
        {overMaximum ? t('dialog.createRequest') : t('dialog.confirm')}
      </Button>,
    ];
  }

  return (
    <Modal
      open
      title={title}
      footer={footer}
      onCancel={submitting ? undefined : onClose}
      closable={!submitting}
      destroyOnHidden
      mask={{ closable: false }}
      width={520}
    >
      {body}
    </Modal>
  );
}

type T = ReturnType<typeof usePortalTranslation>['t'];

function lockedText(t: T, subscription: Subscription): string {
  return t('locked.dialog', {
    product: subscription.productName,
    status: t(`status.${subscription.status}`, { defaultValue: subscription.status }).toLowerCase(),
  });
}

/** Microsoft's reason for a refusal in the reader's language: a known Partner Center code, else the code itself. */
function microsoftReason(t: T, code: string | null): string {
  if (code === null) return t('microsoftError.noCode');
  const unknown = t('microsoftError.unknown', { code });
  // A code is looked up only when it cannot be read as a key path or namespace of its own.
  return /^[\w-]+$/.test(code) ? t(`microsoftError.codes.${code}`, { defaultValue: unknown }) : unknown;
}

/** Why the change did not go through, beneath the field (whose text is kept), and the way forward. */
function RefusalMessage({
  refusal,
  subscription,
  retry,
}: {
  refusal: Refusal;
  subscription: Subscription;
  retry: () => void;
}) {
  const { t } = usePortalTranslation('subscriptions');
  const product = subscription.productName;
  const alert = (title: string, description?: ReactNode) => (
    <Alert type="error" showIcon role="alert" title={title} description={description} />
  );
  if (refusal.kind === 'locked') return alert(t('result.locked', { product }));
  if (refusal.kind === 'decrease-closed') return alert(t('result.decreaseClosed', { product }));
  if (refusal.kind === 'refused') return alert(t('result.failed', { product }), microsoftReason(t, refusal.code));
  return alert(
    t('result.failed', { product }),
    refusal.kind === 'failed' ? <CallFailure result={refusal.failure} onRetry={retry} /> : undefined,
  );
}
