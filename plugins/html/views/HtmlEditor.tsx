import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import { useDeferredValue, useId, useMemo } from 'react';
import { useFormat, usePortalTranslation, type ActionEditorProps } from '../../../core/plugin-api';
import { FieldError } from '../../../core/plugin-api/components';
import { HTML_MAX_LENGTH } from '../contract';
import { sanitizeHtmlReporting, type RemovedPart } from '../../../core/plugin-api/html';

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

interface SourceProps {
  label: string;
  lang: 'en' | 'nl';
  html: string;
  onChange: (html: string) => void;
  error: string | null | undefined;
  disabled: boolean | undefined;
}

/** One language's HTML source, and beneath it a preview sanitized exactly as the view shows it. */
function HtmlSource({ label, lang, html, onChange, error, disabled }: SourceProps) {
  const { t, i18n } = usePortalTranslation('html');
  const format = useFormat();
  const sourceId = useId();
  const helpId = useId();
  const errorId = useId();
  // Sanitizing a long text on every key stroke would make typing lag: the preview follows when React has time.
  const previewSource = useDeferredValue(html);
  const preview = useMemo(() => sanitizeHtmlReporting(previewSource), [previewSource]);
  const errorText = error ? (i18n.exists(error) ? t(error) : error) : null;
  const describe = (part: RemovedPart) =>
    t(part.kind === 'element' ? 'editor.removedElement' : 'editor.removedAttribute', { name: part.name });

  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={sourceId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {label}
      </label>
      <Input.TextArea
        id={sourceId}
        lang={lang}
        value={html}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        autoSize={{ minRows: 6, maxRows: 24 }}
        spellCheck={false}
        status={errorText ? 'error' : undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${errorId} ${helpId}` : helpId}
        style={monospace}
      />
      {errorText ? <FieldError id={errorId} role="alert" text={errorText} /> : null}
      <p id={helpId} className="muted" style={{ margin: '4px 0 16px' }}>
        {t('editor.sourceHelp', { count: html.length, max: format.number(HTML_MAX_LENGTH) })}
      </p>
      <section aria-label={t('editor.previewOf', { source: label })}>
        <h3 style={{ fontSize: 14, margin: '0 0 8px' }}>{t('editor.previewOf', { source: label })}</h3>
        {preview.removed.length > 0 ? (
          <Alert
            type="warning"
            role="status"
            showIcon
            style={{ marginBottom: 8 }}
            title={t('editor.removedTitle')}
            description={preview.removed.map(describe).join(', ')}
          />
        ) : null}
        <div
          lang={lang}
          style={{
            border: '1px solid var(--ant-color-border, #d9d9d9)',
            borderRadius: 6,
            padding: 12,
            overflowX: 'auto',
            maxWidth: '100%',
          }}
        >
          {preview.html.trim() ? (
            <div className="html-content" dangerouslySetInnerHTML={{ __html: preview.html }} />
          ) : (
            <Empty description={t('empty')} />
          )}
        </div>
      </section>
    </div>
  );
}

/**
 * The html action's editor in the administration's menu editor: the HTML source in English and in Dutch (a
 * reader whose language has none sees the other), each with a preview sanitized exactly as the view shows it,
 * naming what the sanitizer leaves out (scripts, event handlers...).
 */
export default function HtmlEditor({ data, onChange, errors, disabled }: ActionEditorProps) {
  const { t } = usePortalTranslation('html');
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const stored = data as { html?: unknown; htmlNl?: unknown };
  return (
    <div className="html-editor">
      <p className="muted" style={{ marginTop: 0 }}>
        {t('editor.languagesHelp')}
      </p>
      <HtmlSource
        label={t('editor.sourceEn')}
        lang="en"
        html={text(stored.html)}
        disabled={disabled}
        error={errors?.html || errors?.['']}
        onChange={(html) => onChange({ ...data, actionType: 'html', html })}
      />
      <HtmlSource
        label={t('editor.sourceNl')}
        lang="nl"
        html={text(stored.htmlNl)}
        disabled={disabled}
        error={errors?.htmlNl}
        onChange={(htmlNl) => onChange({ ...data, actionType: 'html', htmlNl: htmlNl || null })}
      />
    </div>
  );
}
