import { usePortalTranslation } from '../../../core/plugin-api';
import { ToneTag, type TagTone } from '../../../core/plugin-api/components';
import type { InvoiceStatus } from '../contract';

const tones: Record<InvoiceStatus, TagTone> = { open: 'info', paid: 'success', overdue: 'danger' };

export function StatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = usePortalTranslation('invoices');
  return <ToneTag tone={tones[status]}>{t(`status.${status}`)}</ToneTag>;
}
