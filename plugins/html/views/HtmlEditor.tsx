import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import { useDeferredValue, useId, useMemo } from 'react';
import { usePortalTranslation, type ActionEditorProps } from '../../../core/plugin-api';
import { HTML_MAX_LENGTH } from '../contract';
import { sanitizeHtmlReporting, type RemovedPart } from './sanitize';

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

/**
 * The html action's editor in the administration's menu editor: the HTML source, and beneath it a preview
 * sanitized exactly as the view shows it, naming what the sanitizer leaves out (scripts, event handlers...).
 */
export default function HtmlEditor({ data, onChange, errors, disabled }: ActionEditorProps) {
  const { t, i18n } = usePortalTranslation('html');
  const sourceId = useId();
  const helpId = useId();
  const stored = (data as { html?: unknown }).html;
  const html = typeof stored === 'string' ? stored : '';
  // Sanitizing a long text on every key stroke would make typing lag: the preview follows when React has time.
  const previewSource = useDeferredValue(html);
  const preview = useMemo(() => sanitizeHtmlReporting(previewSource), [previewSource]);
  const error = errors?.html || errors?.[''];
  const errorText = error ? (i18n.exists(error) ? t(error) : error) : null;
  const describe = (part: RemovedPart) => t(part.kind === 'element' ? 'editor.removedElement' : 'editor.removedAttribute', { name: part.name });

  return (
    <div className="html-editor">
      <label htmlFor={sourceId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>{t('editor.source')}</label>
      <Input.TextArea
        id={sourceId}
        value={html}
        onChange={(event) => onChange({ ...data, actionType: 'html', html: event.target.value })}
        disabled={disabled}
        autoSize={{ minRows: 8, maxRows: 24 }}
        spellCheck={false}
        status={errorText ? 'error' : undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={helpId}
        style={monospace}
      />
      <p id={helpId} className="muted" style={{ margin: '4px 0 16px' }}>
        {errorText ? <span role="alert" style={{ color: 'var(--ant-color-error, #cf1322)' }}>{errorText} </span> : null}
        {t('editor.sourceHelp', { count: html.length, max: HTML_MAX_LENGTH.toLocaleString(i18n.language) })}
      </p>
      <section aria-label={t('editor.preview')}>
        <h3 style={{ fontSize: 14, margin: '0 0 8px' }}>{t('editor.preview')}</h3>
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
        <div style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, padding: 12, overflowX: 'auto', maxWidth: '100%' }}>
          {preview.html.trim()
            ? <div className="html-content" dangerouslySetInnerHTML={{ __html: preview.html }} />
            : <Empty description={t('empty')} />}
        </div>
      </section>
    </div>
  );
}
