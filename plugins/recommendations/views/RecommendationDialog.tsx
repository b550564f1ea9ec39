import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useId, useState } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import { CallFailure } from '../../../core/plugin-api/components';
import type { Recommendation } from '../contract';
import type { DecisionOutcome } from '../stores/recommendations-store';
import { fromLocalInputValue, toLocalInputValue } from './recommendation-values';
import { useSavingsText } from './Savings';

interface Props {
  recommendation: Recommendation;
  now: () => number;
  accept: (applyAt: Date) => Promise<DecisionOutcome>;
  decline: () => Promise<DecisionOutcome>;
  onClose: () => void;
}

type Busy = 'accept' | 'decline' | null;

/** Accept (choosing when the change is applied) or decline a recommendation. A failure keeps the input. */
export function RecommendationDialog({ recommendation, now, accept, decline, onClose }: Props) {
  const { t } = usePortalTranslation('recommendations');
  const inputId = useId();
  const [moment, setMoment] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  // What a failed call ran into and how to retry it, beneath the error.
  const [failure, setFailure] = useState<{
    result: Extract<DecisionOutcome, { kind: 'failed' }>['failure'];
    retry: () => void;
  } | null>(null);
  const resource = recommendation.resourceName;
  const savings = useSavingsText()(recommendation.estimatedSavings);

  const run = async (kind: 'accept' | 'decline', action: () => Promise<DecisionOutcome>) => {
    setBusy(kind);
    showError(null);
    const outcome = await action();
    setBusy(null);
    if (outcome.kind === 'accepted' || outcome.kind === 'declined' || outcome.kind === 'sign-off') onClose();
    else if (outcome.kind === 'not-in-future') showError(t('dialog.momentPast'));
    else {
      setError(t(kind === 'accept' ? 'dialog.acceptFailed' : 'dialog.declineFailed', { resource }));
      setFailure({ result: outcome.failure, retry: kind === 'accept' ? onAccept : () => void run('decline', decline) });
    }
  };

  function showError(text: string | null) {
    setError(text);
    setFailure(null);
  }

  function onAccept() {
    const applyAt = fromLocalInputValue(moment);
    if (!applyAt) return showError(t('dialog.momentRequired'));
    if (applyAt.getTime() <= now()) return showError(t('dialog.momentPast'));
    void run('accept', () => accept(applyAt));
  }

  const footer = [
    <Button key="cancel" onClick={onClose} disabled={busy !== null}>
      {t('dialog.cancel')}
    </Button>,
    <Button
      key="decline"
      loading={busy === 'decline'}
      disabled={busy === 'accept'}
      onClick={() => void run('decline', decline)}
    >
      {t('dialog.decline')}
    </Button>,
    <Button key="accept" type="primary" loading={busy === 'accept'} disabled={busy === 'decline'} onClick={onAccept}>
      {t('dialog.accept')}
    </Button>,
  ];

  return (
    <Modal
      open
      title={<DialogTitle text={t('dialog.title', { resource })} />}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <p>{recommendation.description}</p>
      <p>{t('dialog.subscription', { subscription: recommendation.subscriptionName })}</p>
      {savings && (
        <p>
          <strong>{t('dialog.savings', { savings })}</strong>
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onAccept();
        }}
      >
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
          {t('dialog.moment')}
        </label>
        <Input
          id={inputId}
          type="datetime-local"
          value={moment}
          min={toLocalInputValue(now())}
          onChange={(event) => {
            setMoment(event.target.value);
            showError(null);
          }}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={error !== null}
          style={{ maxWidth: 260 }}
        />
        <p id={`${inputId}-hint`} style={{ marginTop: 8 }}>
          {t('dialog.momentHint')}
        </p>
      </form>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          role="alert"
          description={failure ? <CallFailure result={failure.result} onRetry={failure.retry} /> : undefined}
        />
      )}
    </Modal>
  );
}

/** A title that wraps long resource names (one long word) rather than running under the close button. */
function DialogTitle({ text }: { text: string }) {
  return <span style={{ display: 'block', paddingInlineEnd: 28, overflowWrap: 'anywhere' }}>{text}</span>;
}
