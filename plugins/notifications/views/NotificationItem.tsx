import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import MinusCircleFilled from '@ant-design/icons/MinusCircleFilled';
import Spin from 'antd/es/spin';
import { observer } from 'mobx-react-lite';
import { usePortalTranslation, type PortalNotification } from '../../../core/plugin-api';
import { useNotificationText } from './notification-text';
import { statusOf } from './status';
import { visuallyHidden } from './visually-hidden';

const icons = {
  pending: <Spin size="small" />,
  success: <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden />,
  failure: <CloseCircleFilled style={{ color: 'var(--portal-danger, #b42318)' }} aria-hidden />,
  interrupted: <MinusCircleFilled style={{ color: '#8c8c8c' }} aria-hidden />,
};

/** A provider broadcast's link: a portal path or an https address (the server accepts nothing else either). */
function broadcastLink(notification: PortalNotification): string | null {
  const link = notification.message?.namespace === 'notifications' ? notification.message.params?.link : undefined;
  return typeof link === 'string' && /^(\/(?![/\\])|https:\/\/)/.test(link) ? link : null;
}

export const NotificationItem = observer(function NotificationItem({
  notification,
  interrupted,
}: {
  notification: PortalNotification;
  interrupted: boolean;
}) {
  const { t } = usePortalTranslation('notifications');
  const textOf = useNotificationText();
  const status = statusOf(notification, interrupted);
  const link = broadcastLink(notification);
  return (
    <li data-status={status} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0' }}>
      <span style={{ flex: 'none', width: 20, display: 'inline-flex', justifyContent: 'center' }}>{icons[status]}</span>
      <span>
        {textOf(notification)}
        {link ? (
          <>
            {' '}
            <a href={link} {...(link.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {t('broadcast.link')}
            </a>
          </>
        ) : null}
      </span>
      <span style={visuallyHidden}>{t(`tray.${status}`)}</span>
    </li>
  );
});
