import CloseOutlined from '@ant-design/icons/CloseOutlined';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { observer } from 'mobx-react-lite';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { NotificationsStore } from '../stores/notifications-store';
import { NotificationItem } from './NotificationItem';

interface Props {
  id: string;
  store: NotificationsStore;
  onClose: () => void;
}

export const NotificationTray = observer(function NotificationTray({ id, store, onClose }: Props) {
  const { t } = usePortalTranslation('notifications');
  const { token } = theme.useToken();
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      style={{
        position: 'absolute', right: 0, top: '100%', zIndex: 1050, width: 340, maxHeight: 420, overflowY: 'auto',
        background: token.colorBgElevated, color: token.colorText, borderRadius: token.borderRadiusLG,
        padding: '8px 16px', lineHeight: 1.5, boxShadow: token.boxShadowSecondary,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id={titleId} style={{ fontSize: 16, margin: 0 }}>{t('tray.title')}</h2>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('tray.close')} onClick={onClose} />
      </div>
      {store.notifications.length === 0 ? (
        <p style={{ margin: '8px 0' }}>{t('tray.empty')}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {store.notifications.map((n) => <NotificationItem key={n.id} notification={n} interrupted={store.isInterrupted(n)} />)}
        </ul>
      )}
    </section>
  );
});
