import { defineManifest } from '../../core/plugin-api';
import { validateReportData } from './editor-validation';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'report',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [
      // The first view (toolbar, frame, loading) is plain markup: antd loads with the first menu or dialog opened.
      { actionType: 'report', load: () => import('./views/ReportView'), fullBleed: true, usesAntd: false },
    ],
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
