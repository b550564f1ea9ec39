import { usePortalTranslation } from '../../../core/plugin-api';
import { ToneTag, type TagTone } from '../../../core/plugin-api/components';
import type { ServiceRequestStatus } from '../contract';

const tones: Record<ServiceRequestStatus, TagTone> = {
  new: 'info',
  'in-progress': 'brand',
  'waiting-for-customer': 'warning',
  resolved: 'success',
  closed: 'neutral',
};

export function StatusTag({ status }: { status: ServiceRequestStatus }) {
  const { t } = usePortalTranslation('service-requests');
  return <ToneTag tone={tones[status]}>{t(`status.${status}`)}</ToneTag>;
}
