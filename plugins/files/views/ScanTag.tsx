import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { ScanStatus } from '../contract';

// Solid colours dark enough for white text (WCAG AA), each with an icon and a word: never colour alone.
const looks: Record<ScanStatus, { color: string; icon: ReactNode }> = {
  pending: { color: '#874d00', icon: <ClockCircleOutlined aria-hidden /> },
  clean: { color: '#237804', icon: <CheckCircleOutlined aria-hidden /> },
  infected: { color: '#a8071a', icon: <StopOutlined aria-hidden /> },
  failed: { color: '#595959', icon: <WarningOutlined aria-hidden /> },
};

export function ScanTag({ status }: { status: ScanStatus }) {
  const { t } = usePortalTranslation('files');
  return (
    <Tag color={looks[status].color} icon={looks[status].icon} data-scan-status={status}>
      {t(`scan.${status}`)}
    </Tag>
  );
}
