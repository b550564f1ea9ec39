import Tag from 'antd/es/tag';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { ServiceRequestStatus } from '../contract';

// Solid colours dark enough for white text (WCAG AA) in both themes.
const colors: Record<ServiceRequestStatus, string> = {
  new: '#0958d9',
  'in-progress': '#006d75',
  'waiting-for-customer': '#874d00',
  resolved: '#237804',
  closed: '#595959',
};

export function StatusTag({ status }: { status: ServiceRequestStatus }) {
  const { t } = usePortalTranslation('service-requests');
  return (
    <Tag color={colors[status]} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}
