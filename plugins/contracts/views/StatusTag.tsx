import Tag from 'antd/es/tag';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { ContractStatus } from '../contract';

// Solid colours dark enough for white text (WCAG AA) in both themes.
const colors: Record<ContractStatus, string> = {
  active: '#237804',
  expiring: '#874d00',
  ended: '#595959',
};

export function StatusTag({ status }: { status: ContractStatus }) {
  const { t } = usePortalTranslation('contracts');
  return <Tag color={colors[status]}>{t(`status.${status}`)}</Tag>;
}
