import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { FieldError } from '../../../core/plugin-api/components';
import { LIMITS, replyProblem } from '../contract';
import type { RequestDetailStore } from '../stores/request-detail-store';

/** The file as base64 (without the data: prefix). */
const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The customer's reply with an optional attachment (only when the files capability is there); the text stays on failure. */
export const ReplyForm = observer(function ReplyForm({ store }: { store: RequestDetailStore }) {
  const { t } = usePortalTranslation('service-requests');
  const format = useFormat();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const attachmentsEnabled = store.detail?.attachmentsEnabled ?? false;
  const maxSize = format.fileSize(LIMITS.attachmentBytes);

  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return store.setAttachment(null);
    if (file.size > LIMITS.attachmentBytes) {
      if (fileInput.current) fileInput.current.value = '';
      return setProblem(t('detail.tooLarge', { name: file.name, size: maxSize }));
    }
    try {
      store.setAttachment({
        fileName: file.name,
        contentType: file.type,
        contentBase64: await readBase64(file),
        size: file.size,
      });
    } catch {
      setProblem(t('detail.readFailed'));
    }
    return undefined;
  };
  const send = async () => {
    const found = replyProblem(store.replyText);
    if (found)
      return setProblem(t(found === 'too-long' ? 'detail.replyHint' : 'detail.reply', { max: LIMITS.reply.max }));
    setProblem(null);
    if ((await store.sendReply()) === 'sent' && fileInput.current) fileInput.current.value = '';
    return undefined;
  };

  return (
    <form
      className="service-request-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-text`} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {t('detail.reply')}
      </label>
      <span id={`${id}-hint`} style={{ display: 'block', fontSize: 13, marginBottom: 4 }}>
        {t('detail.replyHint', { max: LIMITS.reply.max })}
      </span>
      <Input.TextArea
        id={`${id}-text`}
        rows={4}
        value={store.replyText}
        aria-describedby={`${id}-hint`}
        onChange={(event) => store.setReplyText(event.target.value)}
      />
      {attachmentsEnabled ? (
        <div className="service-request-file">
          <label htmlFor={`${id}-file`}>{t('detail.attach')}</label>
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            aria-describedby={`${id}-file-hint`}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <span id={`${id}-file-hint`} style={{ fontSize: 13 }}>
            {t('detail.attachHint', { size: maxSize })}
          </span>
        </div>
      ) : null}
      {problem ? <FieldError id={`${id}-problem`} role="alert" text={problem} /> : null}
      {store.replyOutcome === 'failed' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ margin: '8px 0' }}
          title={t('detail.replyFailed')}
          description={store.replyMessage || undefined}
        />
      ) : null}
      {store.replyOutcome === 'sent' ? <p role="status">{t('detail.sent')}</p> : null}
      <Button type="primary" htmlType="submit" size="large" loading={store.sending} style={{ marginTop: 8 }}>
        {t('detail.send')}
      </Button>
    </form>
  );
});
