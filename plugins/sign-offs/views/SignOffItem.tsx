import { useId, useState } from 'react';
import { useFormat, usePortalTranslation, type SignOffRecord } from '../../../core/plugin-api';
import { FieldError, ToneTag, type TagTone } from '../../../core/plugin-api/components';
import { inLanguage } from './bilingual';

const TONES: Record<SignOffRecord['status'], TagTone> = {
  waiting: 'warning',
  'signed-off': 'success',
  refused: 'danger',
  expired: 'neutral',
  withdrawn: 'neutral',
};

export type SignOffAction = { kind: 'sign-off' } | { kind: 'refuse'; reason: string } | { kind: 'withdraw' };

export interface SignOffItemProps {
  record: SignOffRecord;
  /** 'signer': sign off or refuse; 'requester': withdraw while it waits. */
  role: 'signer' | 'requester';
  busy: boolean;
  /** Resolves true when the action was done (a refusal's reason is kept otherwise). */
  onAction: (record: SignOffRecord, action: SignOffAction) => Promise<boolean>;
}

/** One request: what it is, who asked and who decides, its state, and what the reader may do with it. */
export function SignOffItem({ record, role, busy, onAction }: SignOffItemProps) {
  const { t } = usePortalTranslation('sign-offs');
  const format = useFormat();
  const headingId = useId();
  const reasonId = useId();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState(false);
  const waiting = record.status === 'waiting';
  const signers = record.signerGroup === 'provider' ? t('request.provider') : record.signers.join(', ');

  const refuse = async () => {
    if (!reason.trim()) {
      setReasonProblem(true);
      return;
    }
    if (await onAction(record, { kind: 'refuse', reason })) setRefusing(false);
  };

  return (
    <article className="sign-off panel" aria-labelledby={headingId} data-sign-off={record.id}>
      <div className="panel-body">
        <h3 id={headingId} style={{ marginTop: 0 }}>
          {inLanguage(record.summary, format)}{' '}
          <ToneTag tone={TONES[record.status]} data={{ 'data-status': record.status }}>
            {t(`status.${record.status}`)}
          </ToneTag>
        </h3>
        <dl className="sign-off-facts">
          <dt>{t('request.kind')}</dt>
          <dd>{inLanguage(record.kindLabel, format)}</dd>
          <dt>{t('request.customer')}</dt>
          <dd>{record.customerName}</dd>
          <dt>{t('request.requester')}</dt>
          <dd>{record.requester}</dd>
          {record.details.map((detail) => (
            <div key={detail.label.en} style={{ display: 'contents' }}>
              <dt>{inLanguage(detail.label, format)}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
          <dt>{t('request.signers')}</dt>
          <dd>{signers}</dd>
          {waiting ? (
            <>
              <dt>{t('request.expires')}</dt>
              <dd>{format.dateTime(record.expiresAt)}</dd>
            </>
          ) : null}
          {record.decidedBy ? (
            <>
              <dt>{t('request.decidedBy')}</dt>
              <dd>{record.decidedBy}</dd>
            </>
          ) : null}
          {record.reason ? (
            <>
              <dt>{t('request.reason')}</dt>
              <dd>{record.reason}</dd>
            </>
          ) : null}
          {record.outcome ? (
            <>
              <dt>{t('request.outcome')}</dt>
              <dd>{inLanguage(record.outcome.text, format)}</dd>
            </>
          ) : null}
        </dl>
        {waiting && role === 'signer' && !refusing ? (
          <div className="sign-off-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void onAction(record, { kind: 'sign-off' })}
            >
              {t('actions.signOff')}
            </button>{' '}
            <button type="button" className="btn" disabled={busy} onClick={() => setRefusing(true)}>
              {t('actions.refuse')}
            </button>
          </div>
        ) : null}
        {waiting && role === 'signer' && refusing ? (
          <div className="sign-off-refusal">
            <label htmlFor={reasonId}>{t('actions.reasonLabel')}</label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={1000}
              rows={3}
              style={{ display: 'block', width: '100%' }}
              aria-invalid={reasonProblem}
              aria-describedby={reasonProblem ? `${reasonId}-problem` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonProblem(false);
              }}
            />
            {reasonProblem ? (
              <FieldError id={`${reasonId}-problem`} role="alert" text={t('actions.reasonRequired')} />
            ) : null}
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void refuse()}>
              {t('actions.confirmRefusal')}
            </button>{' '}
            <button type="button" className="btn" disabled={busy} onClick={() => setRefusing(false)}>
              {t('actions.cancel')}
            </button>
          </div>
        ) : null}
        {waiting && role === 'requester' ? (
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void onAction(record, { kind: 'withdraw' })}
          >
            {t('actions.withdraw')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
