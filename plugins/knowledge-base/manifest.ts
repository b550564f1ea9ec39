import { defineManifest } from '../../core/plugin-api';

export default defineManifest({
  id: 'knowledge-base',
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'knowledge-base', load: () => import('./views/KnowledgeBaseView'), usesAntd: true }],
  },
});
