import Tag from 'antd/es/tag';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { AzureSubscriptionState } from '../contract';

// Solid colours dark enough for white text (WCAG AA), in the light and the dark theme.
const colors: Record<AzureSubscriptionState | 'unknown', string> = {
  requested: '#0958d9',
  'being-created': '#874d00',
  active: '#237804',
  failed: '#a8071a',
  unknown: '#595959',
};

export function StateTag({ state }: { state: AzureSubscriptionState | null }) {
  const { t } = usePortalTranslation('azure-subscriptions');
  const key = state ?? 'unknown';
  return <Tag color={colors[key]}>{t(`state.${key}`)}</Tag>;
}
