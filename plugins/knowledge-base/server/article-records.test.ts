import { RecordPaths } from '../../../core/contract';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, signIn, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { KnowledgeBasePaths } from '../contract';

jest.setTimeout(60_000);

const articles = (customerId: string) => RecordPaths.list('knowledge-base', 'articles', customerId);

describe('knowledge-base articles as records', () => {
  let portal: TestPortal;
  beforeEach(async () => {
    portal = await createTestPortal();
  });
  afterEach(() => portal.close());

  it("lists the demo articles by their provider ids, and an administrator's new article reaches the customer", async () => {
    const petra = await userHeaders(portal.app, DemoUsers.petra);
    const listed = (await portal.app.inject({ url: articles(DemoCustomers.contoso), headers: petra })).json();
    expect(listed.items.map((item: { providerId: string }) => item.providerId)).toEqual([
      'KB-0002',
      'KB-0003',
      'KB-0001',
    ]);
    const created = await portal.app.inject({
      method: 'POST',
      url: articles(DemoCustomers.contoso),
      headers: petra,
      payload: {
        providerId: 'KB-0100',
        title: 'Printing from home',
        summary: 'Use the web print portal.',
        category: 'Printing',
        body: '<p>Open the print portal.</p><script>alert(1)</script>',
        publishedOn: '2026-11-28',
      },
    });
    expect(created.statusCode).toBe(201);

    const anna = await signIn(portal.app, 'anna');
    const list = (await portal.app.inject({ url: KnowledgeBasePaths.articles, headers: anna.headers() })).json();
    const printing = list.find((article: { title: string }) => article.title === 'Printing from home');
    expect(printing).toEqual(expect.objectContaining({ category: 'Printing', updatedAt: '2026-11-28' }));
    // Stored as written: the browser sanitizes it where it shows it (ArticleView).
    const one = (
      await portal.app.inject({ url: KnowledgeBasePaths.article(printing.id), headers: anna.headers() })
    ).json();
    expect(one.body).toBe('<p>Open the print portal.</p><script>alert(1)</script>');
  });

  it('refuses an article without a body or with a body over the limit, writing nothing', async () => {
    const petra = await userHeaders(portal.app, DemoUsers.petra);
    for (const body of ['', 'x'.repeat(20_001)]) {
      const response = await portal.app.inject({
        method: 'POST',
        url: articles(DemoCustomers.contoso),
        headers: petra,
        payload: { providerId: 'KB-9', title: 'T', summary: 'S', category: 'C', body, publishedOn: '2026-11-28' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().refused).toEqual([expect.objectContaining({ field: 'body' })]);
    }
    const listed = (await portal.app.inject({ url: articles(DemoCustomers.contoso), headers: petra })).json();
    expect(listed.items).toHaveLength(3);
  });
});
