import ExportOutlined from '@ant-design/icons/es/icons/ExportOutlined';
import Alert from 'antd/es/alert';
import { usePortalTranslation, type ActionViewProps } from '../../../core/plugin-api';
import { LinkActionData } from '../contract';
import { parseFrameUrl, sandboxFor } from './frame-url';

/** A full-size, titled, sandboxed frame for an external page, with a way to open it in a new tab. */
export default function LinkView({ data }: ActionViewProps) {
  const { t } = usePortalTranslation('link');
  const parsed = LinkActionData.safeParse(data);
  const raw = parsed.success ? parsed.data.url : '';
  const target = parseFrameUrl(raw, window.location.origin);
  if (!target.ok) {
    return (
      <div className="link-view-refused">
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('refusedTitle')}
          description={t('refusedText', { url: raw })}
        />
      </div>
    );
  }
  const title = (parsed.success && parsed.data.title) || target.url.hostname;
  return (
    <div className="link-view">
      <div className="link-view-bar">
        <span className="link-view-title">{title}</span>
        <span className="muted link-view-hint">{t('framingHint')}</span>
        <a href={target.url.href} target="_blank" rel="noopener noreferrer">
          <ExportOutlined aria-hidden="true" /> {t('openInNewTab')}
        </a>
      </div>
      <iframe
        className="link-view-frame"
        title={t('frameTitle', { title })}
        src={target.url.href}
        sandbox={sandboxFor(target.sameOrigin)}
        referrerPolicy="no-referrer"
        loading="eager"
      />
    </div>
  );
}
