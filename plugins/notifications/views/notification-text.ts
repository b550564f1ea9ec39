import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import {
  createFormatter,
  NO_VALUE,
  PluginTexts,
  usePortalTranslation,
  useService,
  type LocalizedText,
  type PortalNotification,
} from '../../../core/plugin-api';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A parameter as the reader sees it. A moment travels as ISO 8601 text, since the poster cannot know who will
 * read it in which language; here it becomes a date (with the time when it has one) in the reader's language.
 * Everything else is shown as given.
 */
export function formatParam(value: string | number, language: string): string | number {
  if (typeof value !== 'string') return value;
  if (DATE_ONLY.test(value)) {
    const date = createFormatter(language).date(value);
    // The calendar date as written, whatever the reader's time zone; an impossible date as posted.
    return date === NO_VALUE ? value : date;
  }
  if (TIMESTAMP.test(value)) {
    const moment = createFormatter(language).dateTime(value);
    return moment === NO_VALUE ? value : moment;
  }
  return value;
}

/**
 * What the tray shows for a notification: its message in the reader's current language when the posting
 * plugin's texts have that key, else the name as posted (a backend or poster without messages, or a plugin
 * that is not enabled here, loses nothing).
 */
export function useNotificationText(): (notification: PortalNotification) => string {
  const { i18n } = usePortalTranslation('notifications');
  const language = i18n.language;
  // Another plugin's texts arrive when its code loads (usePostersTexts): show its messages from then on.
  const [textsAdded, setTextsAdded] = useState(0);
  useEffect(() => {
    const added = () => setTextsAdded((count) => count + 1);
    i18n.store.on('added', added);
    return () => i18n.store.off('added', added);
  }, [i18n]);
  return useCallback(
    (notification: PortalNotification) =>
      localizedText(notification.message, language || 'en', i18n) ?? notification.name,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- textsAdded: new texts make the same message readable
    [i18n, language, textsAdded],
  );
}

/**
 * Loads the texts of the plugins whose messages the notifications carry: a plugin's texts load with its code,
 * which may not have shown yet on this page (a licence change's message while the reader is on the home page).
 */
export function usePostersTexts(notifications: readonly PortalNotification[]): void {
  const texts = useService(PluginTexts);
  const { i18n } = usePortalTranslation('notifications');
  const language = i18n.language;
  // By key, not by bundle: a plugin's few labels (its manifest's) are in before its texts are.
  const unreadable = notifications
    .map((notification) => notification.message)
    .filter(
      (message): message is LocalizedText =>
        !!message && !i18n.exists(message.key, { ns: message.namespace, lng: language || 'en' }),
    );
  const missing = [...new Set(unreadable.map((message) => message.namespace))].sort().join(' ');
  useEffect(() => {
    for (const namespace of missing.split(' ').filter(Boolean)) void texts.load(namespace);
  }, [missing, texts]);
}

/** The message in `language`, or null when there is none or the texts do not have its key. */
export function localizedText(message: LocalizedText | undefined, language: string, i18n: I18n): string | null {
  if (!message || !i18n.exists(message.key, { ns: message.namespace, lng: language })) return null;
  const params = Object.fromEntries(
    Object.entries(message.params ?? {}).map(([name, value]) => [name, formatParam(value, language)]),
  );
  // Parameters go in `replace`, so a parameter can never act as an i18next option (lng, ns, defaultValue...);
  // only a numeric count is passed as such, for plural forms.
  const count = typeof message.params?.count === 'number' ? { count: message.params.count } : {};
  // returnObjects: a key naming a group of texts comes back as an object, which is no text to show.
  const translate = i18n.getFixedT(language, message.namespace) as unknown as (key: string, options: object) => unknown;
  const text = translate(message.key, { replace: params, returnObjects: true, ...count });
  return typeof text === 'string' && text !== '' && text !== message.key ? text : null;
}
