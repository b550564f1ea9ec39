import { DemoUsers } from '../../../server/plugin-api';
import {
  createTestPortal,
  flattenMenu,
  menuOf,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';

describe('the surveys demo seed', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  test("adds the questionnaires page, in the spec's menu wording, to Contoso's and Fabrikam's menus", async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    expect(flattenMenu(await menuOf(portal.app, anna)).find((item) => item.actionType === 'surveys')).toMatchObject({
      id: 1621,
      name: 'Questionnaires',
      actionId: 162,
      linkTarget: 'content-window',
    });
    const stored = portal.app.portal.db
      .prepare("SELECT id, customer_id, title FROM actions WHERE action_type = 'surveys' ORDER BY id")
      .all();
    expect(stored).toEqual([
      { id: 162, customer_id: 'contoso', title: 'Questionnaires' },
      { id: 262, customer_id: 'fabrikam', title: 'Vragenlijsten' },
    ]);
    expect(
      portal.app.portal.db.prepare("SELECT survey_id, user_id FROM survey_responses WHERE status = 'completed'").all(),
    ).toEqual([{ survey_id: 'srv-contoso-onboarding', user_id: 'anna' }]);
  });
});
