import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Rate from 'antd/es/rate';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import { FieldError } from '../../../core/plugin-api/components';
import { LIMITS } from '../contract';
import type { RequestDetailStore } from '../stores/request-detail-store';

/** The satisfaction rating of a closed request: once, then shown read-only. */
export const RatingForm = observer(function RatingForm({ store }: { store: RequestDetailStore }) {
  const { t } = usePortalTranslation('service-requests');
  const id = useId();
  const [missing, setMissing] = useState(false);
  const rating = store.detail?.rating;
  if (rating) {
    return (
      <section aria-labelledby={`${id}-title`} className="service-request-rating">
        <h2 id={`${id}-title`} style={{ fontSize: 16 }}>
          {t('detail.rating.title')}
        </h2>
        <p>{t('detail.rating.given', { score: rating.score })}</p>
        <Rate disabled value={rating.score} aria-hidden />
        <p style={{ whiteSpace: 'pre-wrap' }}>{rating.comment || t('detail.rating.noComment')}</p>
        {store.rateOutcome === 'sent' ? <p role="status">{t('detail.rating.thanks')}</p> : null}
      </section>
    );
  }
  const submit = () => {
    if (store.rating < 1) return setMissing(true);
    setMissing(false);
    void store.rate();
    return undefined;
  };
  return (
    <form
      className="service-request-form service-request-rating"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`} style={{ fontSize: 16 }}>
        {t('detail.rating.title')}
      </h2>
      <span id={`${id}-score`} style={{ display: 'block', marginBottom: 4 }}>
        {t('detail.rating.score')}
      </span>
      <Rate value={store.rating} onChange={store.setRating} aria-labelledby={`${id}-score`} />
      <label htmlFor={`${id}-comment`} style={{ display: 'block', margin: '12px 0 4px' }}>
        {t('detail.rating.comment')}
      </label>
      <Input.TextArea
        id={`${id}-comment`}
        rows={3}
        maxLength={LIMITS.comment.max}
        value={store.ratingComment}
        onChange={(event) => store.setRatingComment(event.target.value)}
      />
      {missing ? <FieldError id={`${id}-missing`} role="alert" text={t('detail.rating.required')} /> : null}
      {store.rateOutcome === 'failed' ? (
        <Alert type="error" showIcon role="alert" style={{ margin: '8px 0' }} title={t('detail.rating.failed')} />
      ) : null}
      <Button type="primary" htmlType="submit" size="large" loading={store.sending} style={{ marginTop: 8 }}>
        {t('detail.rating.submit')}
      </Button>
    </form>
  );
});
