import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

/** The plugin's code, loaded when its administration section first shows: its texts. */
export default definePlugin({ id: 'microsoft-cloud', texts: { en, nl } });
