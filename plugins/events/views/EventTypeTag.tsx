import Tag from 'antd/es/tag';
import { usePortalTranslation } from '../../../core/plugin-api';
import { isEventType, type EventType } from '../contract';

// Solid colours dark enough for white text (WCAG AA); antd's light presets fail the contrast check.
const COLOURS: Record<EventType, string> = {
  maintenance: '#0958d9',
  incident: '#a8071a',
  change: '#531dab',
  backup: '#237804',
  security: '#ad2102',
  information: '#595959',
};

/** The kind of event as a coloured label; a kind this portal does not know shows as it was sent. */
export function EventTypeTag({ type }: { type: string }) {
  const { t } = usePortalTranslation('events');
  return (
    <Tag color={isEventType(type) ? COLOURS[type] : '#595959'}>{isEventType(type) ? t(`types.${type}`) : type}</Tag>
  );
}
