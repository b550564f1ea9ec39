import { defineManifest } from '../../core/plugin-api';
import { validateReportData } from './editor-validation';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'report',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'report', load: () => import('./views/ReportView'), fullBleed: true }],
    actionEditors: [
      {
        actionType: 'report',
        labelKey: 'report:editor.typeLabel',
        initialData: { actionType: 'report', embedType: 'report', embedId: '' },
        validate: validateReportData,
        load: () => import('./views/ReportEditor'),
      },
    ],
    customerSettings: [
      {
        id: 'report-workspace',
        titleKey: 'report:workspace.title',
        order: 100,
        load: () => import('./views/WorkspaceSettings'),
      },
    ],
  },
});
