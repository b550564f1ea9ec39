import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

/** The plugin's code, loaded the first time one of its contributions (manifest.ts) shows: its texts. */
export default definePlugin({ id: 'sign-offs', texts: { en, nl } });
