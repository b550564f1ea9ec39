import BellOutlined from '@ant-design/icons/BellOutlined';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { usePortalTranslation, useService } from '../../../core/plugin-api';
import { NotificationsStoreToken } from '../stores/notifications-store';
import { NotificationTray } from './NotificationTray';
import { useNotificationText } from './notification-text';
import { statusOf } from './status';
import { visuallyHidden } from './visually-hidden';

/** The top-bar bell: unread count, the tray, and a live region announcing each change. */
const NotificationBell = observer(function NotificationBell() {
  const store = useService(NotificationsStoreToken);
  const { t } = usePortalTranslation('notifications');
  const textOf = useNotificationText();
  const trayId = `notifications-tray-${useId().replace(/:/g, '')}`;
  const bell = useRef<HTMLButtonElement>(null);
  const open = store.showNotifications;

  useEffect(() => { void store.load(); }, [store]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      store.hide();
      bell.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, store]);

  const count = store.unreadNotificationCount;
  const last = store.lastChanged;
  const close = () => { store.hide(); bell.current?.focus(); };

  return (
    <div style={{ position: 'relative', display: 'inline-block' }}>
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button
          ref={bell}
          type="text"
          shape="circle"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
          aria-expanded={open}
          aria-controls={trayId}
          aria-busy={store.hasPendingNotifications}
          onClick={store.toggle}
        />
      </Badge>
      {open && <NotificationTray id={trayId} store={store} onClose={close} />}
      <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {last ? t('announce', { name: textOf(last), status: t(`tray.${statusOf(last, store.isInterrupted(last))}`) }) : ''}
      </div>
    </div>
  );
});

export default NotificationBell;
