import type { Router } from 'powerbi-router';
import type { FrameSession } from './frame-session';
import { installRoutes, isRequestMessage, notFoundReply } from './protocol';

/** Every request powerbi-client 2.24.1 sends to an embed frame (docs/powerbi-protocol-checklist.md). */
const CLIENT_MESSAGES = [
  'POST /report/load',
  'POST /report/prepare',
  'POST /report/create',
  'POST /dashboard/load',
  'POST /dashboard/prepare',
  'POST /tile/load',
  'POST /qna/load',
  'POST /qna/prepare',
  'POST /quickcreate',
  'POST /frontload/config',
  'POST /report/token',
  'POST /dashboard/token',
  'POST /tile/token',
  'GET /getCorrelationId',
  'POST /qna/interpret',
  'POST /report/render',
  'POST /report/refresh',
  'POST /report/print',
  'POST /report/switchMode/:mode',
  'POST /report/save',
  'POST /report/saveAs',
  'GET /report/hasUnsavedChanges',
  'POST /report/userState',
  'DELETE /report/userState',
  'GET /report/isUserStateApplied',
  'POST /report/clearSelectedVisuals/:clearPopOutState',
  'POST /report/closeAllOverlays',
  'PATCH /report/settings',
  'GET /report/zoom',
  'GET /report/theme',
  'PUT /report/theme',
  'GET /report/bookmarks',
  'POST /report/bookmarks/capture',
  'POST /report/bookmarks/applyState',
  'POST /report/bookmarks/applyByName',
  'POST /report/bookmarks/play',
  'GET /report/pages',
  'PUT /report/pages/active',
  'POST /report/addPage',
  'PUT /report/pages/:pageName/name',
  'DELETE /report/pages/:pageName',
  'GET /report/pages/:pageName/visuals',
  'GET /report/pages/:pageName/layoutTypes/:layoutType',
  'GET /report/pages/:pageName/smartNarrativeInsights',
  'GET /report/pages/:pageName/visuals/:visualName/smartNarrativeInsights',
  'GET /report/filters',
  'POST /report/filters',
  'PUT /report/filters',
  'GET /report/pages/:pageName/filters',
  'POST /report/pages/:pageName/filters',
  'PUT /report/pages/:pageName/filters',
  'GET /report/pages/:pageName/visuals/:visualName/filters',
  'POST /report/pages/:pageName/visuals/:visualName/filters',
  'PUT /report/pages/:pageName/visuals/:visualName/filters',
  'POST /report/pages/:pageName/visuals/:visualName/exportData',
  'GET /report/pages/:pageName/visuals/:visualName/slicer',
  'PUT /report/pages/:pageName/visuals/:visualName/slicer',
  'PUT /report/pages/:pageName/visuals/:visualName/sortBy',
  'POST /report/pages/:pageName/visuals/:visualName/clone',
];

describe('the frame protocol', () => {
  it('has a route for every request the client sends, and no other', () => {
    const routes: string[] = [];
    const recorder = (method: string) => (url: string) => {
      routes.push(`${method} ${url}`);
      return router;
    };
    const router = {
      get: recorder('GET'),
      post: recorder('POST'),
      put: recorder('PUT'),
      patch: recorder('PATCH'),
      delete: recorder('DELETE'),
    } as unknown as Router;
    installRoutes(router, {} as FrameSession);
    expect([...routes].sort()).toEqual([...CLIENT_MESSAGES].sort());
  });

  it('answers any unknown call with 404 so no client promise waits forever', () => {
    expect(isRequestMessage({ method: 'GET', url: '/report/unknown', headers: {} })).toBe(true);
    expect(isRequestMessage({ statusCode: 202, headers: { id: '1' } })).toBe(false);
    expect(notFoundReply({ method: 'GET', url: '/report/unknown' })).toMatchObject({
      statusCode: 404,
      body: { message: 'Not found' },
    });
  });
});
