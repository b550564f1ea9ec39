import Tag from 'antd/es/tag';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { RecommendationState } from '../contract';

// Solid colours dark enough for white text (WCAG AA); antd's light presets fail the contrast check.
const colors: Record<RecommendationState, string> = {
  New: '#0958d9',
  Approved: '#006d75',
  AcceptedByCustomer: '#237804',
  Planned: '#1d39c4',
  Pending: '#874d00',
  Finished: '#595959',
  Declined: '#a8071a',
};

export function StateTag({ state }: { state: RecommendationState }) {
  const { t } = usePortalTranslation('recommendations');
  return <Tag color={colors[state]}>{t(`state.${state}`)}</Tag>;
}
