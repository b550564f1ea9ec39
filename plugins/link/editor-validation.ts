import type { ActionData } from '../../core/plugin-api';
import { checkLinkUrl } from './contract';

/** The browser's check of a link action's data before it is sent (the server checks again with LinkData). */
export function validateLinkData(data: ActionData): Record<string, string> {
  const checked = checkLinkUrl((data as { url?: unknown }).url);
  return checked.ok ? {} : { url: `link:editor.problem.${checked.problem}` };
}
