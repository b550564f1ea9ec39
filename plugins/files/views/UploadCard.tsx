import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { MAX_TITLE_LENGTH } from '../contract';
import type { FilesStore, UploadFailure } from '../stores/files-store';

/** Picks a file (kept selected when it is refused), an optional title, and uploads it with a progress bar. */
export const UploadCard = observer(function UploadCard({ store }: { store: FilesStore }) {
  const { t } = usePortalTranslation('files');
  const format = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const upload = store.upload;
  const busy = upload.kind === 'uploading';
  const limit = format.fileSize(store.rules.maxBytes);
  const types = store.rules.extensions.map((e) => e.toUpperCase()).join(', ');

  const failureText = (failure: UploadFailure): string => {
    if (failure.kind === 'quota') {
      const use = store.usage?.[failure.scope];
      const size = format.fileSize(failure.size);
      if (!use) return t('problem.quotaUnknown', { size });
      return t(`problem.quota.${failure.scope}`, {
        size,
        used: format.fileSize(use.usedBytes),
        limit: format.fileSize(use.limitBytes),
      });
    }
    if (failure.kind === 'check') {
      if (failure.problem === 'too-large')
        return t('problem.tooLarge', { size: format.fileSize(file?.size ?? 0), limit });
      if (failure.problem === 'type') return t('problem.type', { types });
      return t(`problem.${failure.problem}`);
    }
    if (failure.reason === 'http' && failure.status === 413) return t('problem.tooLargeServer', { limit });
    if (failure.reason === 'http' && (failure.status === 400 || failure.status === 415)) return t('problem.refused');
    if (failure.reason === 'http' && failure.status === 503) return t('problem.noScanner');
    if (failure.reason === 'http' && failure.status === 401) return t('problem.signedOut');
    return t('problem.failed');
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return store.resetUpload();
    const problem = store.check(chosen);
    if (problem || store.quotaExceededBy(chosen.size)) void store.send(chosen, title);
    else store.resetUpload();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    await store.send(file, title);
    if (store.upload.kind === 'done') {
      setFile(null);
      setTitle('');
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('upload.heading')}</h2>} style={{ marginBottom: 16 }}>
      <form onSubmit={(event) => void submit(event)} aria-describedby={`${id}-rules`}>
        <p id={`${id}-rules`} style={{ marginTop: 0 }}>
          {t('upload.rules', { limit, types })}
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' }}>
          <div style={{ flex: '1 1 240px', minWidth: 0, position: 'relative' }}>
            <label htmlFor={`${id}-file`} style={{ display: 'block', marginBottom: 4 }}>
              {t('upload.file')}
            </label>
            {/* The native picker's button is too small to touch and ignores the theme: a button of ours opens it. */}
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              tabIndex={-1}
              accept={store.rules.extensions.map((e) => `.${e}`).join(',')}
              disabled={busy}
              aria-invalid={upload.kind === 'failed' && upload.failure.kind !== 'server'}
              aria-describedby={`${id}-chosen${upload.kind === 'failed' ? ` ${id}-problem` : ''}`}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              style={{
                position: 'absolute',
                width: 1,
                height: 1,
                opacity: 0,
                overflow: 'hidden',
                pointerEvents: 'none',
              }}
            />
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <Button
                icon={<FileAddOutlined aria-hidden />}
                disabled={busy}
                onClick={() => input.current?.click()}
                aria-describedby={`${id}-chosen`}
                style={{ minHeight: 44 }}
              >
                {t('upload.choose')}
              </Button>
              <span id={`${id}-chosen`} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {file ? `${file.name} (${format.fileSize(file.size)})` : t('upload.noFile')}
              </span>
            </div>
          </div>
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <label htmlFor={`${id}-title`} style={{ display: 'block', marginBottom: 4 }}>
              {t('upload.title')}
            </label>
            <Input
              id={`${id}-title`}
              value={title}
              maxLength={MAX_TITLE_LENGTH}
              disabled={busy}
              placeholder={file ? file.name.replace(/\.[^.]*$/, '') : t('upload.titlePlaceholder')}
              onChange={(event) => setTitle(event.target.value)}
              style={{ minHeight: 44 }}
            />
          </div>
          <Button
            type="primary"
            htmlType="submit"
            icon={<UploadOutlined aria-hidden />}
            loading={busy}
            disabled={
              !file ||
              (upload.kind === 'failed' && upload.failure.kind === 'check') ||
              store.quotaExceededBy(file.size) !== null
            }
            style={{ minHeight: 44 }}
          >
            {t('upload.submit')}
          </Button>
        </div>
        {busy && (
          <div style={{ marginTop: 16 }}>
            <div id={`${id}-progress`}>{t('upload.progress')}</div>
            <Progress percent={Math.round(upload.progress * 100)} aria-labelledby={`${id}-progress`} />
          </div>
        )}
        {upload.kind === 'failed' && (
          <Alert
            id={`${id}-problem`}
            type="error"
            showIcon
            role="alert"
            title={failureText(upload.failure)}
            style={{ marginTop: 16 }}
          />
        )}
        {upload.kind === 'done' && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('upload.done', { title: upload.file.title })}
            style={{ marginTop: 16 }}
            closable={{ 'aria-label': t('close') }}
            onClose={store.resetUpload}
          />
        )}
      </form>
    </Card>
  );
});
