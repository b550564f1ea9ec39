import { usePortalTranslation } from '../../../core/plugin-api';
import { ToneTag } from '../../../core/plugin-api/components';
import type { ServiceRequestSummary } from '../contract';

/**
 * Where a request stands with the provider's connected ticket system: waiting to be delivered, or the system's
 * own number beside the portal's (nothing with the portal's own desk).
 */
export function ServiceDeskReference({
  request,
  labelled = false,
}: {
  request: Pick<ServiceRequestSummary, 'externalNumber' | 'waitingForServiceDesk'>;
  /** In running text (the list), the number carries its label; in the detail's facts the term is the label. */
  labelled?: boolean;
}) {
  const { t } = usePortalTranslation('service-requests');
  if (request.waitingForServiceDesk) return <ToneTag tone="warning">{t('serviceDesk.waiting')}</ToneTag>;
  if (!request.externalNumber) return null;
  return (
    <span className="service-desk-number">
      {labelled ? t('serviceDesk.inList', { number: request.externalNumber }) : request.externalNumber}
    </span>
  );
}
