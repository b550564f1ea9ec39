import { usePortalTranslation } from '../../../core/plugin-api';
import { ToneTag, type TagTone } from '../../../core/plugin-api/components';
import type { ContractStatus } from '../contract';

const tones: Record<ContractStatus, TagTone> = { active: 'success', expiring: 'warning', ended: 'neutral' };

export function StatusTag({ status }: { status: ContractStatus }) {
  const { t } = usePortalTranslation('contracts');
  return <ToneTag tone={tones[status]}>{t(`status.${status}`)}</ToneTag>;
}
