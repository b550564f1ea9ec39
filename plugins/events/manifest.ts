import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'events',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'events', load: () => import('./views/EventsView') }],
    actionEditors: [
      {
        actionType: 'events',
        labelKey: 'events:editor.typeLabel',
        initialData: { actionType: 'events' },
        load: () => import('./views/EventsEditor'),
      },
    ],
  },
});
