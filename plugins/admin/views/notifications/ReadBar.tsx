import Progress from 'antd/es/progress';
import { usePortalTranslation } from '../../../../core/plugin-api';

/** "x of y read" with a bar of the share; the bar is decoration, the words say it all. */
export function ReadBar({ read, recipients }: { read: number; recipients: number }) {
  const { t } = usePortalTranslation('admin');
  const percent = recipients ? Math.round((read / recipients) * 100) : 0;
  return (
    <div style={{ minWidth: 140 }}>
      <span>{t('broadcasts.readOf', { read, recipients, percent })}</span>
      <Progress percent={percent} size="small" showInfo={false} aria-hidden />
    </div>
  );
}
