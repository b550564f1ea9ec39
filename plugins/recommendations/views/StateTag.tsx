import { usePortalTranslation } from '../../../core/plugin-api';
import { ToneTag, type TagTone } from '../../../core/plugin-api/components';
import type { RecommendationState } from '../contract';

const tones: Record<RecommendationState, TagTone> = {
  New: 'info',
  Approved: 'brand',
  AcceptedByCustomer: 'success',
  Planned: 'brand',
  Pending: 'warning',
  Finished: 'neutral',
  Declined: 'danger',
};

export function StateTag({ state }: { state: RecommendationState }) {
  const { t } = usePortalTranslation('recommendations');
  return <ToneTag tone={tones[state]}>{t(`state.${state}`)}</ToneTag>;
}
