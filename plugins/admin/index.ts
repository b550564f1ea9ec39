import { definePlugin } from '../../core/plugin-api';
import { adminTexts } from './locales';

/** The plugin's code, loaded the first time one of its contributions (manifest.ts) shows: its texts. */
export default definePlugin({ id: 'admin', texts: adminTexts });
