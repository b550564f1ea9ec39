import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import type { ReactNode } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import { ToneTag, type TagTone } from '../../../core/plugin-api/components';
import type { ScanStatus } from '../contract';

// Each with an icon and a word: never colour alone.
const looks: Record<ScanStatus, { tone: TagTone; icon: ReactNode }> = {
  pending: { tone: 'warning', icon: <ClockCircleOutlined aria-hidden /> },
  clean: { tone: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  infected: { tone: 'danger', icon: <StopOutlined aria-hidden /> },
  failed: { tone: 'neutral', icon: <WarningOutlined aria-hidden /> },
};

export function ScanTag({ status }: { status: ScanStatus }) {
  const { t } = usePortalTranslation('files');
  return (
    <ToneTag tone={looks[status].tone} icon={looks[status].icon} data={{ 'data-scan-status': status }}>
      {t(`scan.${status}`)}
    </ToneTag>
  );
}
