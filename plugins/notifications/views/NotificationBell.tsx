import BellOutlined from '@ant-design/icons/BellOutlined';
import { observer } from 'mobx-react-lite';
import { lazy, useEffect, useId, useRef, type FocusEvent } from 'react';
import { useCloseOnOutsidePointer, usePortalTranslation, useService, WithAntd } from '../../../core/plugin-api';
import { NotificationsStoreToken } from '../stores/notifications-store';
import './notification-bell.css';
import { useNotificationText, usePostersTexts } from './notification-text';
import { statusOf } from './status';
import { visuallyHidden } from './visually-hidden';

// The tray (antd) loads when first opened: the bell itself is part of every page's first paint.
const NotificationTray = lazy(() =>
  import('./NotificationTray').then((module) => ({ default: module.NotificationTray })),
);

/** antd's badge shows 99+ above this. */
const MAX_SHOWN_COUNT = 99;

/** The top-bar bell: unread count, the tray, and a live region announcing each change. */
const NotificationBell = observer(function NotificationBell() {
  const store = useService(NotificationsStoreToken);
  const { t } = usePortalTranslation('notifications');
  const textOf = useNotificationText();
  usePostersTexts(store.notifications);
  const trayId = `notifications-tray-${useId().replace(/:/g, '')}`;
  const bell = useRef<HTMLButtonElement>(null);
  const open = store.showNotifications;

  useEffect(() => {
    void store.load();
  }, [store]);

  const root = useRef<HTMLDivElement>(null);
  // The tray must not stay over what the user turns to next (an action's outcome message): it closes when they
  // press anywhere else (following a link included), when focus leaves the bell and tray, and on Escape, which
  // returns focus to the bell. Focus a page moves by itself (a dialog's field) does not close a tray the
  // spec's update transition just opened.
  useCloseOnOutsidePointer(open, [root], store.hide);
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
  const close = () => {
    store.hide();
    bell.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) store.hide();
  };

  return (
    <div ref={root} className="notification-bell" onBlur={onBlur}>
      <button
        ref={bell}
        type="button"
        className="notification-bell-button"
        aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
        aria-expanded={open}
        aria-controls={trayId}
        aria-busy={store.hasPendingNotifications}
        onClick={store.toggle}
      >
        <BellOutlined className="notification-bell-icon" aria-hidden="true" />
        {count > 0 ? (
          <span className="notification-bell-count" aria-hidden="true">
            {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
          </span>
        ) : null}
      </button>
      {open && (
        <WithAntd fallback={null}>
          <NotificationTray id={trayId} store={store} onClose={close} />
        </WithAntd>
      )}
      <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {last
          ? t('announce', { name: textOf(last), status: t(`tray.${statusOf(last, store.isInterrupted(last))}`) })
          : ''}
      </div>
    </div>
  );
});

export default NotificationBell;
