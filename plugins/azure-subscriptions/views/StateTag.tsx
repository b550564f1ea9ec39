import { usePortalTranslation } from '../../../core/plugin-api';
import { ToneTag, type TagTone } from '../../../core/plugin-api/components';
import type { AzureSubscriptionState } from '../contract';

const tones: Record<AzureSubscriptionState | 'unknown', TagTone> = {
  requested: 'info',
  'being-created': 'warning',
  active: 'success',
  failed: 'danger',
  unknown: 'neutral',
};

export function StateTag({ state }: { state: AzureSubscriptionState | null }) {
  const { t } = usePortalTranslation('azure-subscriptions');
  const key = state ?? 'unknown';
  return <ToneTag tone={tones[key]}>{t(`state.${key}`)}</ToneTag>;
}
