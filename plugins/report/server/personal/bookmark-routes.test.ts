import {
  anonymous,
  count,
  createTestPortal,
  signIn,
  userHeaders,
  type TestPortal,
} from '../../../../server/plugin-api/testing';
import { BOOKMARKS_PER_REPORT_MAX, ReportBookmark, ReportBookmarkList, ReportExtraPaths } from '../../contract';

describe('personal bookmarks', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());
  const rows = () => count(portal.app, 'report_bookmarks');

  test('a user keeps, lists and deletes bookmarks of a report; other users and reports do not see them', async () => {
    const anna = await signIn(portal.app, 'anna');
    const dirk = await signIn(portal.app, 'dirk');
    const add = (who: typeof anna, action: number, name: string) =>
      portal.app.inject({
        method: 'POST',
        url: ReportExtraPaths.bookmarks(action),
        headers: who.headers(),
        payload: { name, state: `state of ${name.trim()}` },
      });
    const created = await add(anna, 102, '  Tickets  ');
    expect(created.statusCode).toBe(201);
    const bookmark = ReportBookmark.parse(created.json());
    expect(bookmark).toMatchObject({ name: 'Tickets', state: 'state of Tickets' });
    expect((await add(anna, 102, 'costs')).statusCode).toBe(201);
    expect((await add(anna, 103, 'Other report')).statusCode).toBe(201);
    const list = ReportBookmarkList.parse(
      (await portal.app.inject({ url: ReportExtraPaths.bookmarks(102), headers: anna.headers() })).json(),
    );
    expect(list.bookmarks.map((b) => b.name)).toEqual(['costs', 'Tickets']);
    // Dirk, of the same customer, sees none of anna's and cannot delete them.
    expect(
      ReportBookmarkList.parse(
        (await portal.app.inject({ url: ReportExtraPaths.bookmarks(102), headers: dirk.headers() })).json(),
      ).bookmarks,
    ).toEqual([]);
    const before = rows();
    expect(
      (
        await portal.app.inject({
          method: 'DELETE',
          url: ReportExtraPaths.bookmark(102, bookmark.id),
          headers: dirk.headers(),
        })
      ).statusCode,
    ).toBe(404);
    // Nor under another report of anna's.
    expect(
      (
        await portal.app.inject({
          method: 'DELETE',
          url: ReportExtraPaths.bookmark(103, bookmark.id),
          headers: anna.headers(),
        })
      ).statusCode,
    ).toBe(404);
    expect(rows()).toBe(before);
    const deleted = await portal.app.inject({
      method: 'DELETE',
      url: ReportExtraPaths.bookmark(102, bookmark.id),
      headers: anna.headers(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(rows()).toBe(before - 1);
    expect(
      (
        await portal.app.inject({
          method: 'DELETE',
          url: ReportExtraPaths.bookmark(102, bookmark.id),
          headers: anna.headers(),
        })
      ).statusCode,
    ).toBe(404);
  });

  test('refuses a duplicate name, and more bookmarks than a report keeps, with 409 and writes nothing', async () => {
    const carla = await signIn(portal.app, 'anna');
    const post = (name: string) =>
      portal.app.inject({
        method: 'POST',
        url: ReportExtraPaths.bookmarks(104),
        headers: carla.headers(),
        payload: { name, state: 's' },
      });
    expect((await post('Same')).statusCode).toBe(201);
    const before = rows();
    const duplicate = await post('Same');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ statusCode: 409, message: 'You already have a bookmark named "Same".' });
    for (let i = 1; i < BOOKMARKS_PER_REPORT_MAX; i += 1) expect((await post(`B${i}`)).statusCode).toBe(201);
    const full = rows();
    const over = await post('One too many');
    expect(over.statusCode).toBe(409);
    expect(rows()).toBe(full);
    expect(full).toBe(before + BOOKMARKS_PER_REPORT_MAX - 1);
  });

  test.each([
    [ReportExtraPaths.bookmarks(102), {}],
    [ReportExtraPaths.bookmarks(102), { name: '   ', state: 's' }],
    [ReportExtraPaths.bookmarks(102), { name: 'x'.repeat(101), state: 's' }],
    [ReportExtraPaths.bookmarks(102), { name: 'ok', state: '' }],
    [ReportExtraPaths.bookmarks(102), { name: 'ok', state: 'x'.repeat(60_001) }],
    [ReportExtraPaths.bookmarks(102), { name: 7, state: 's' }],
    ['/api/report/bookmarks/abc', { name: 'ok', state: 's' }],
  ])('refuses POST %s with a bad body as 400 and writes nothing', async (url, payload) => {
    const headers = await userHeaders(portal.app, 'anna');
    const before = rows();
    const response = await portal.app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Invalid (body|params)/),
    });
    expect(rows()).toBe(before);
  });

  test("another customer's report, a dashboard, a signed-out caller and a missing CSRF header are refused", async () => {
    const anna = await signIn(portal.app, 'anna');
    const payload = { name: 'x', state: 's' };
    const before = rows();
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ReportExtraPaths.bookmarks(201),
          headers: anna.headers(),
          payload,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await portal.app.inject({ url: ReportExtraPaths.bookmarks(999), headers: anna.headers() })).statusCode,
    ).toBe(404);
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ReportExtraPaths.bookmarks(150),
          headers: anna.headers(),
          payload,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ReportExtraPaths.bookmarks(102),
          headers: (await anonymous(portal.app)).headers(),
          payload,
        })
      ).statusCode,
    ).toBe(401);
    const noCsrf = await userHeaders(portal.app, 'anna', false);
    expect(
      (await portal.app.inject({ method: 'POST', url: ReportExtraPaths.bookmarks(102), headers: noCsrf, payload }))
        .statusCode,
    ).toBe(403);
    expect(rows()).toBe(before);
  });
});
