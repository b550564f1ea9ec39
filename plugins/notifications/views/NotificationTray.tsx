import CloseOutlined from '@ant-design/icons/CloseOutlined';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
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
  const section = useRef<HTMLElement>(null);
  const shift = useOnScreenShift(section);
  return (
    <section
      ref={section}
      id={id}
      aria-labelledby={titleId}
      style={{
        position: 'absolute',
        right: 0,
        top: '100%',
        zIndex: 1050,
        width: 'min(340px, calc(100vw - 16px))',
        maxHeight: 'min(420px, calc(100dvh - 96px))',
        overflowY: 'auto',
        transform: shift ? `translateX(${shift}px)` : undefined,
        background: token.colorBgElevated,
        color: token.colorText,
        borderRadius: token.borderRadiusLG,
        padding: '8px 16px',
        lineHeight: 1.5,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id={titleId} style={{ fontSize: 16, margin: 0 }}>
          {t('tray.title')}
        </h2>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('tray.close')} onClick={onClose} />
      </div>
      {store.notifications.length === 0 ? (
        <p style={{ margin: '8px 0' }}>{t('tray.empty')}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {store.notifications.map((n) => (
            <NotificationItem key={n.id} notification={n} interrupted={store.isInterrupted(n)} />
          ))}
        </ul>
      )}
    </section>
  );
});

const MARGIN = 8;

/**
 * How far to move the tray sideways so it stays on screen. It hangs from the bell's right edge, which on a
 * phone's two-row top bar may sit near the left of the screen; then it moves right (and, symmetrically, left).
 */
function useOnScreenShift(ref: RefObject<HTMLElement | null>): number {
  const [shift, setShift] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      const anchor = element?.parentElement;
      // Measured from the anchor (the bell's box) and the tray's own width, neither of which the shift moves.
      if (!element || !anchor || element.offsetWidth === 0) return;
      const right = anchor.getBoundingClientRect().right;
      const left = right - element.offsetWidth;
      const viewport = document.documentElement.clientWidth || window.innerWidth;
      const next = left < MARGIN ? MARGIN - left : right > viewport - MARGIN ? viewport - MARGIN - right : 0;
      setShift((current) => (Math.abs(next - current) > 0.5 ? next : current));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return shift;
}
