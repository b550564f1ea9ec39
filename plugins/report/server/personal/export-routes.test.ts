import {
  count,
  createTestPortal,
  signIn,
  withPowerBiEmulator,
  userHeaders,
  type TestPortal,
} from '../../../../server/plugin-api/testing';
import { ExportJob, ReportExtraPaths } from '../../contract';
import { EXPORTS_PER_MINUTE } from './export-routes';

withPowerBiEmulator();

describe('export to file', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());
  const rows = () => count(portal.app, 'report_exports');

  test("exports the caller's report with its state and identity, reports progress, and downloads the file", async () => {
    const anna = await signIn(portal.app, 'anna');
    const startedAt = Date.now();
    jest.useFakeTimers({
      now: startedAt,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const started = await portal.app.inject({
      method: 'POST',
      url: ReportExtraPaths.exports(102),
      headers: { ...anna.headers(), 'accept-language': 'nl-NL,nl;q=0.9' },
      payload: { format: 'PDF', state: 'captured' },
    });
    expect(started.statusCode).toBe(202);
    const job = ExportJob.parse(started.json());
    expect(job).toMatchObject({ format: 'PDF', status: 'NotStarted', percentComplete: 0 });
    // Not finished: no file yet.
    expect(
      (await portal.app.inject({ url: ReportExtraPaths.exportFile(102, job.id), headers: anna.headers() })).statusCode,
    ).toBe(404);
    // The emulated export runs on the clock: step it instead of waiting, so a loaded machine cannot skip a state.
    const poll = async (afterMs: number) => {
      jest.setSystemTime(startedAt + afterMs);
      const answer = await portal.app.inject({ url: ReportExtraPaths.exportJob(102, job.id), headers: anna.headers() });
      expect(answer.statusCode).toBe(200);
      return ExportJob.parse(answer.json());
    };
    expect(await poll(1_500)).toMatchObject({ status: 'Running', percentComplete: 40 });
    const polled = await poll(3_500);
    expect(polled).toMatchObject({ status: 'Succeeded', percentComplete: 100 });
    const file = await portal.app.inject({ url: ReportExtraPaths.exportFile(102, job.id), headers: anna.headers() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Service overview.pdf"; filename*=UTF-8''Service%20overview.pdf`,
    );
    expect(file.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(file.rawPayload.toString('latin1')).toContain("With the viewer's current page, filters and slicers");
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('another user, customer or action cannot follow or download a job', async () => {
    const anna = await signIn(portal.app, 'anna');
    const dirk = await signIn(portal.app, 'dirk');
    const started = await portal.app.inject({
      method: 'POST',
      url: ReportExtraPaths.exports(103),
      headers: anna.headers(),
      payload: { format: 'PPTX' },
    });
    expect(started.statusCode).toBe(202);
    const { id } = ExportJob.parse(started.json());
    expect(
      (await portal.app.inject({ url: ReportExtraPaths.exportJob(103, id), headers: dirk.headers() })).statusCode,
    ).toBe(404);
    expect(
      (await portal.app.inject({ url: ReportExtraPaths.exportFile(103, id), headers: dirk.headers() })).statusCode,
    ).toBe(404);
    expect(
      (await portal.app.inject({ url: ReportExtraPaths.exportJob(102, id), headers: anna.headers() })).statusCode,
    ).toBe(404);
    expect(
      (await portal.app.inject({ url: ReportExtraPaths.exportJob(103, 'not-a-uuid'), headers: anna.headers() }))
        .statusCode,
    ).toBe(400);
    // After switching to Fabrikam, anna's Contoso job is not hers to follow there.
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: '/api/account/activecustomer',
          headers: anna.headers(),
          payload: { customerId: 'fabrikam' },
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (await portal.app.inject({ url: ReportExtraPaths.exportJob(103, id), headers: anna.headers() })).statusCode,
    ).toBe(404);
  });

  test.each([
    [{}],
    [{ format: 'PNG' }],
    [{ format: 'pdf' }],
    [{ format: 'PDF', state: '' }],
    [{ format: 'PDF', extra: 1, state: 7 }],
  ])('refuses the body %j as 400 and starts nothing', async (payload) => {
    const headers = await userHeaders(portal.app, 'dirk');
    const before = rows();
    const response = await portal.app.inject({ method: 'POST', url: ReportExtraPaths.exports(102), headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^Invalid body/) });
    expect(rows()).toBe(before);
  });

  test("a dashboard cannot be exported; another customer's report is not found; no CSRF header is refused", async () => {
    const headers = await userHeaders(portal.app, 'dirk');
    const before = rows();
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ReportExtraPaths.exports(150),
          headers,
          payload: { format: 'PDF' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ReportExtraPaths.exports(201),
          headers,
          payload: { format: 'PDF' },
        })
      ).statusCode,
    ).toBe(404);
    const noCsrf = await userHeaders(portal.app, 'dirk', false);
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ReportExtraPaths.exports(102),
          headers: noCsrf,
          payload: { format: 'PDF' },
        })
      ).statusCode,
    ).toBe(403);
    expect(rows()).toBe(before);
  });

  test(`a user starts at most ${EXPORTS_PER_MINUTE} exports a minute (429 with Retry-After)`, async () => {
    const fresh = await createTestPortal();
    try {
      const headers = await userHeaders(fresh.app, 'dirk');
      for (let i = 0; i < EXPORTS_PER_MINUTE; i += 1) {
        expect(
          (
            await fresh.app.inject({
              method: 'POST',
              url: ReportExtraPaths.exports(102),
              headers,
              payload: { format: 'PDF' },
            })
          ).statusCode,
        ).toBe(202);
      }
      const refused = await fresh.app.inject({
        method: 'POST',
        url: ReportExtraPaths.exports(102),
        headers,
        payload: { format: 'PDF' },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(count(fresh.app, 'report_exports')).toBe(EXPORTS_PER_MINUTE);
    } finally {
      await fresh.close();
    }
  });
});
