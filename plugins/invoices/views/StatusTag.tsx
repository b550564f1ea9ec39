import Tag from 'antd/es/tag';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { InvoiceStatus } from '../contract';

const colours: Record<InvoiceStatus, string> = { open: 'blue', paid: 'green', overdue: 'red' };

export function StatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = usePortalTranslation('invoices');
  return <Tag color={colours[status]}>{t(`status.${status}`)}</Tag>;
}
