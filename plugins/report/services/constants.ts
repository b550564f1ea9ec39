/**
 * Embedded reports: an embed token is assumed valid for an hour, checked every minute and renewed five
 * minutes before it runs out; reports default to Dutch texts and number formats; the viewer marks the body;
 * a frame that has not finished loading after 30 seconds is reported as failed.
 */
export const TOKEN_VALIDITY_MS = 3_600_000;
export const TOKEN_REFRESH_MARGIN_MS = 300_000;
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const DEFAULT_REPORT_LANGUAGE = 'nl';
export const DEFAULT_REPORT_FORMAT_LOCALE = 'nl-NL';
export const FULL_SCREEN_BODY_CLASS = 'full-screen';
/** How long a frame may take to finish loading before the viewer says so and offers to try again. */
export const DEFAULT_LOAD_TIMEOUT_MS = 30_000;
