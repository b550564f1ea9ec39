import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import { useMemo } from 'react';
import { usePortalTranslation, type ActionViewProps } from '../../../core/plugin-api';
import { HtmlActionData } from '../contract';
import { sanitizeHtml } from './sanitize';
import { useKeyboardScrollable } from './use-keyboard-scrollable';

/** A card showing the action's HTML, sanitized by DOMPurify before it reaches the DOM. */
export default function HtmlView({ data }: ActionViewProps) {
  const { t } = usePortalTranslation('html');
  const parsed = HtmlActionData.safeParse(data);
  const html = parsed.success ? parsed.data.html : '';
  const title = (parsed.success && parsed.data.title) || t('title');
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const content = useKeyboardScrollable<HTMLDivElement>(safe);
  return (
    <Card title={<h1 className="card-title">{title}</h1>}>
      {safe.trim() ? <div ref={content} className="html-content" dangerouslySetInnerHTML={{ __html: safe }} /> : <Empty description={t('empty')} />}
    </Card>
  );
}
