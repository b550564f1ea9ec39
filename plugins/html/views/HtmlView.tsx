import { useMemo } from 'react';
import { Panel, usePortalTranslation, type ActionViewProps } from '../../../core/plugin-api';
import { HtmlActionData } from '../contract';
import { sanitizeHtml } from '../../../core/plugin-api/html';
import { useKeyboardScrollable } from './use-keyboard-scrollable';

/**
 * A card showing the action's HTML, sanitized by DOMPurify before it reaches the DOM. No antd: an HTML card is
 * many customers' home page, which then shows without antd's download and style engine.
 */
export default function HtmlView({ data }: ActionViewProps) {
  const { t } = usePortalTranslation('html');
  const parsed = HtmlActionData.safeParse(data);
  const html = parsed.success ? parsed.data.html : '';
  const title = (parsed.success && parsed.data.title) || t('title');
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const content = useKeyboardScrollable<HTMLDivElement>(safe);
  return (
    <Panel title={title}>
      {safe.trim() ? (
        <div ref={content} className="html-content" dangerouslySetInnerHTML={{ __html: safe }} />
      ) : (
        <p className="panel-empty">{t('empty')}</p>
      )}
    </Panel>
  );
}
