import ExportOutlined from '@ant-design/icons/es/icons/ExportOutlined';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import { useId } from 'react';
import { usePortalTranslation, type ActionEditorProps } from '../../../core/plugin-api';
import { FieldError } from '../../../core/plugin-api/components';
import { checkLinkUrl } from '../contract';

/**
 * The link action's editor in the administration's menu editor: the address, checked as it is typed with the
 * rule the server applies, the address as the browser will load it, a way to try it in a new tab, and the
 * warning that pages which forbid framing stay empty in the content window.
 */
export default function LinkEditor({ data, onChange, errors, disabled }: ActionEditorProps) {
  const { t, i18n } = usePortalTranslation('link');
  const inputId = useId();
  const checkId = useId();
  const stored = (data as { url?: unknown }).url;
  const url = typeof stored === 'string' ? stored : '';
  const checked = checkLinkUrl(url);
  const serverError = errors?.url || errors?.[''];
  const serverText = serverError ? (i18n.exists(serverError) ? t(serverError) : serverError) : null;
  const invalid = url.trim() !== '' && !checked.ok;
  const opens = checked.ok
    ? checked.kind === 'path'
      ? `${window.location.origin}${checked.normalized}`
      : checked.normalized
    : null;

  return (
    <div className="link-editor">
      <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {t('editor.url')}
      </label>
      <Input
        id={inputId}
        value={url}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://status.example.com/"
        disabled={disabled}
        status={invalid || serverText ? 'error' : undefined}
        aria-invalid={invalid || serverText ? true : undefined}
        aria-describedby={checkId}
        onChange={(event) => onChange({ ...data, actionType: 'link', url: event.target.value })}
      />
      <div id={checkId} role="status" aria-live="polite" style={{ margin: '4px 0 12px', overflowWrap: 'anywhere' }}>
        {serverText && !invalid ? <FieldError text={serverText} /> : null}
        {url.trim() === '' ? (
          <p className="muted" style={{ margin: 0 }}>
            {t('editor.hint')}
          </p>
        ) : null}
        {invalid && !checked.ok ? <FieldError text={t(`editor.problem.${checked.problem}`)} /> : null}
        {checked.ok ? (
          <p style={{ margin: 0 }}>
            {t(checked.kind === 'path' ? 'editor.opensPath' : 'editor.opensAbsolute')} <code>{checked.normalized}</code>
          </p>
        ) : null}
      </div>
      {opens ? (
        <p style={{ margin: '0 0 12px' }}>
          <a href={opens} target="_blank" rel="noopener noreferrer">
            <ExportOutlined aria-hidden="true" /> {t('openInNewTab')}
          </a>
        </p>
      ) : null}
      <Alert type="info" role="note" showIcon title={t('editor.framingTitle')} description={t('editor.framingText')} />
    </div>
  );
}
