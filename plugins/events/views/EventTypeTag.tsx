import { usePortalTranslation } from '../../../core/plugin-api';
import { ToneTag, type TagTone } from '../../../core/plugin-api/components';
import { isEventType, type EventType } from '../contract';

const TONES: Record<EventType, TagTone> = {
  maintenance: 'info',
  incident: 'danger',
  change: 'brand',
  backup: 'success',
  security: 'warning',
  information: 'neutral',
};

/** The kind of event as a coloured label; a kind this portal does not know shows as it was sent. */
export function EventTypeTag({ type }: { type: string }) {
  const { t } = usePortalTranslation('events');
  return isEventType(type) ? (
    <ToneTag tone={TONES[type]}>{t(`types.${type}`)}</ToneTag>
  ) : (
    <ToneTag tone="neutral">{type}</ToneTag>
  );
}
