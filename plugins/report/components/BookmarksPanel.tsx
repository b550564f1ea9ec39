import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  callFailureKind,
  currentPagePath,
  HttpClient,
  signInAgainHref,
  usePortalTranslation,
  useService,
  type HttpFailure,
} from '../../../core/plugin-api';
import { FieldError } from '../../../core/plugin-api/components';
import { BOOKMARK_NAME_MAX, BOOKMARKS_PER_REPORT_MAX, type ReportBookmark } from '../contract';
import { BookmarksApi } from '../services/bookmarks-api';
import type { EmbedHandle } from '../services/embed-port';

export interface BookmarksPanelProps {
  actionId: number;
  handle: EmbedHandle | null;
  open: boolean;
  onClose(): void;
  /** Tells the user (and screen readers) what happened. */
  tell(kind: 'success' | 'error', text: string): void;
}

type ListState =
  { phase: 'loading' } | { phase: 'failed'; failure: HttpFailure } | { phase: 'ready'; bookmarks: ReportBookmark[] };

const byName = (a: ReportBookmark, b: ReportBookmark) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The user's personal bookmarks of a report, in a side panel: add one (a name for the report's current
 * state), open one, delete one. The name the user typed stays in the field whatever fails.
 */
export function BookmarksPanel({ actionId, handle, open, onClose, tell }: BookmarksPanelProps) {
  const { t } = usePortalTranslation('report');
  const http = useService(HttpClient);
  const api = useMemo(() => new BookmarksApi(http, actionId), [http, actionId]);
  const [list, setList] = useState<ListState>({ phase: 'loading' });
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sessionExpired, setSessionExpired] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setList({ phase: 'loading' });
    const answer = await api.list();
    setList(
      answer.ok
        ? { phase: 'ready', bookmarks: [...answer.data.bookmarks].sort(byName) }
        : { phase: 'failed', failure: answer },
    );
  }, [api]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const bookmarks = list.phase === 'ready' ? list.bookmarks : [];

  const failureText = (failure: HttpFailure, fallbackKey: string): string => {
    const kind = callFailureKind(failure);
    if (kind === 'session-expired') {
      setSessionExpired(true);
      return t('bookmarks.errors.sessionExpired');
    }
    if (kind === 'not-found') return t('bookmarks.errors.notFound');
    return t(fallbackKey);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setFieldError(t('bookmarks.errors.required'));
    if (trimmed.length > BOOKMARK_NAME_MAX)
      return setFieldError(t('bookmarks.errors.tooLong', { max: BOOKMARK_NAME_MAX }));
    if (bookmarks.some((b) => b.name === trimmed)) {
      return setFieldError(t('bookmarks.errors.duplicate'));
    }
    if (bookmarks.length >= BOOKMARKS_PER_REPORT_MAX)
      return setFieldError(t('bookmarks.errors.limit', { max: BOOKMARKS_PER_REPORT_MAX }));
    setFieldError(null);
    setSaving(true);
    try {
      let state: string;
      try {
        if (!handle) throw new Error('no report');
        state = await handle.captureState();
      } catch {
        setFieldError(t('bookmarks.errors.captureFailed'));
        return undefined;
      }
      const saved = await api.add(trimmed, state);
      if (!saved.ok) {
        setFieldError(
          saved.status === 409 && bookmarks.length < BOOKMARKS_PER_REPORT_MAX
            ? t('bookmarks.errors.duplicate')
            : saved.status === 409
              ? t('bookmarks.errors.limit', { max: BOOKMARKS_PER_REPORT_MAX })
              : failureText(saved, 'bookmarks.errors.saveFailed'),
        );
        return undefined;
      }
      setName('');
      setList({ phase: 'ready', bookmarks: [...bookmarks, saved.data].sort(byName) });
      tell('success', t('bookmarks.added', { name: saved.data.name }));
    } finally {
      setSaving(false);
    }
    return undefined;
  };

  const apply = async (bookmark: ReportBookmark) => {
    try {
      if (!handle) throw new Error('no report');
      await handle.applyState(bookmark.state);
      tell('success', t('bookmarks.applied', { name: bookmark.name }));
      onClose();
    } catch {
      tell('error', t('bookmarks.errors.applyFailed'));
    }
  };

  const remove = async (bookmark: ReportBookmark) => {
    const answer = await api.remove(bookmark.id);
    // Already gone (another tab deleted it): it goes from the list too.
    if (answer.ok || answer.status === 404) {
      setList({ phase: 'ready', bookmarks: bookmarks.filter((b) => b.id !== bookmark.id) });
      if (answer.ok) tell('success', t('bookmarks.deleted', { name: bookmark.name }));
      return;
    }
    tell('error', failureText(answer, 'bookmarks.errors.deleteFailed'));
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('bookmarks.title')}
      placement="right"
      size="default"
      className="report-bookmarks"
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      <p style={{ marginTop: 0 }}>{t('bookmarks.intro')}</p>
      <form onSubmit={(event) => void add(event)} noValidate style={{ marginBottom: 16 }}>
        <label htmlFor="report-bookmark-name" style={{ display: 'block', marginBottom: 4 }}>
          {t('bookmarks.name')}
        </label>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Input
            id="report-bookmark-name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setFieldError(null);
            }}
            placeholder={t('bookmarks.namePlaceholder')}
            status={fieldError ? 'error' : undefined}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'report-bookmark-error' : undefined}
            style={{ flex: '1 1 160px', minWidth: 0 }}
          />
          <Button type="primary" htmlType="submit" loading={saving} disabled={!handle}>
            {saving ? t('bookmarks.adding') : t('bookmarks.add')}
          </Button>
        </div>
        {fieldError ? <FieldError id="report-bookmark-error" role="alert" text={fieldError} /> : null}
        {sessionExpired ? (
          <Button type="link" href={signInAgainHref(currentPagePath())} style={{ paddingInline: 0 }}>
            {t('export.signIn')}
          </Button>
        ) : null}
      </form>
      {list.phase === 'loading' ? (
        <Spin description={t('bookmarks.loading')}>
          <div style={{ minHeight: 48 }} />
        </Spin>
      ) : null}
      {list.phase === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={
            callFailureKind(list.failure) === 'not-found' ? t('bookmarks.errors.notFound') : t('bookmarks.loadFailed')
          }
          action={
            <Button size="small" onClick={() => void load()}>
              {t('bookmarks.retry')}
            </Button>
          }
        />
      ) : null}
      {list.phase === 'ready' && bookmarks.length === 0 ? <p>{t('bookmarks.empty')}</p> : null}
      {bookmarks.length ? (
        <ul className="report-bookmarks__list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {bookmarks.map((bookmark) => (
            <li
              key={String(bookmark.id)}
              style={{ display: 'flex', alignItems: 'center', gap: 4, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
            >
              <Button
                type="text"
                onClick={() => void apply(bookmark)}
                aria-label={t('bookmarks.apply', { name: bookmark.name })}
                disabled={!handle}
                style={{
                  flex: '1 1 auto',
                  minWidth: 0,
                  justifyContent: 'flex-start',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {bookmark.name}
              </Button>
              <Popconfirm
                title={t('bookmarks.deleteConfirm', { name: bookmark.name })}
                okText={t('bookmarks.deleteYes')}
                cancelText={t('bookmarks.deleteNo')}
                onConfirm={() => remove(bookmark)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('bookmarks.delete', { name: bookmark.name })}
                />
              </Popconfirm>
            </li>
          ))}
        </ul>
      ) : null}
    </Drawer>
  );
}
