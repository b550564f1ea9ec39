import Alert from 'antd/es/alert';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { useId, useState } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import { MAX_LICENCE_QUANTITY, MIN_LICENCE_QUANTITY, type Subscription } from '../contract';
import type { ChangeOutcome } from '../stores/subscriptions-store';

interface Props {
  subscription: Subscription;
  submit: (quantity: number) => Promise<ChangeOutcome>;
  onClose: () => void;
}

const isValidQuantity = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= MIN_LICENCE_QUANTITY && value <= MAX_LICENCE_QUANTITY;

/** The licence change dialog. A failed submit keeps the input and says what went wrong. */
export function LicenceDialog({ subscription, submit, onClose }: Props) {
  const { t } = usePortalTranslation('subscriptions');
  const inputId = useId();
  const [quantity, setQuantity] = useState<number | null>(subscription.quantity);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const product = subscription.productName;

  const onOk = async () => {
    if (!isValidQuantity(quantity)) {
      setError(t('dialog.invalid', { min: MIN_LICENCE_QUANTITY, max: MAX_LICENCE_QUANTITY }));
      return;
    }
    setSubmitting(true);
    setError(null);
    const outcome = await submit(quantity);
    setSubmitting(false);
    if (outcome.kind === 'failed') setError(t('result.failed', { product }));
    else onClose();
  };

  return (
    <Modal
      open
      title={t('dialog.title', { product })}
      okText={t('dialog.save')}
      cancelText={t('dialog.cancel')}
      confirmLoading={submitting}
      onOk={() => void onOk()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <form onSubmit={(event) => { event.preventDefault(); void onOk(); }}>
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>{t('dialog.label')}</label>
        <InputNumber<number>
          id={inputId}
          value={quantity}
          onChange={(value) => { setQuantity(value); setError(null); }}
          min={MIN_LICENCE_QUANTITY}
          max={MAX_LICENCE_QUANTITY}
          precision={0}
          autoFocus
          style={{ width: 160 }}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={error !== null}
        />
        <p id={`${inputId}-hint`} style={{ marginTop: 8 }}>
          {t('dialog.current', { quantity: subscription.quantity })}{' '}
          {t('dialog.maximum', { max: subscription.maxQuantity })}
        </p>
      </form>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
