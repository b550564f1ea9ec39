import { defineManifest } from '../../core/plugin-api';

export default defineManifest({
  id: 'files',
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'files', load: () => import('./views/FilesView') }],
  },
});
