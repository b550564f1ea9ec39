import Tag from 'antd/es/tag';
import { usePortalTranslation } from '../../../core/plugin-api';
import { isEventType, type EventType } from '../contract';

const COLOURS: Record<EventType, string> = {
  maintenance: 'blue', incident: 'red', change: 'purple', backup: 'green', security: 'volcano', information: 'default',
};

/** The kind of event as a coloured label; a kind this portal does not know shows as it was sent. */
export function EventTypeTag({ type }: { type: string }) {
  const { t } = usePortalTranslation('events');
  return <Tag color={isEventType(type) ? COLOURS[type] : 'default'}>{isEventType(type) ? t(`types.${type}`) : type}</Tag>;
}
