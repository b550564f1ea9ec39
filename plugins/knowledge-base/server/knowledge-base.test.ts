import { createTestPortal, setCustomerPlugins, signIn, type TestPortal } from '../../../server/plugin-api/testing';
import { KnowledgeBasePaths } from '../contract';

describe('knowledge-base server plugin', () => {
  let portal: TestPortal;
  beforeEach(async () => {
    portal = await createTestPortal();
  });
  afterEach(() => portal.close());

  it("lists the active customer's articles without their bodies, and opens one with its body", async () => {
    const anna = await signIn(portal.app, 'anna');
    const list = await portal.app.inject({ url: KnowledgeBasePaths.articles, headers: anna.headers() });
    expect(list.statusCode).toBe(200);
    const articles = list.json();
    expect(articles.map((article: { title: string }) => article.title)).toEqual([
      'Connecting to the VPN',
      'Reporting a phishing e-mail',
      'Resetting your password',
    ]);
    expect(articles[0]).toEqual({
      id: expect.anything(),
      title: 'Connecting to the VPN',
      summary: 'Working from home with the company VPN.',
      category: 'Network',
      updatedAt: '2026-11-12',
    });
    const one = await portal.app.inject({
      url: KnowledgeBasePaths.article(String(articles[0].id)),
      headers: anna.headers(),
    });
    expect(one.json().body).toContain('Start the VPN client');
  });

  it("answers 404 for another customer's article, a missing one and a malformed id, never a 500", async () => {
    const anna = await signIn(portal.app, 'anna');
    for (const id of ['999999', 'abc']) {
      const response = await portal.app.inject({ url: KnowledgeBasePaths.article(id), headers: anna.headers() });
      expect([400, 404]).toContain(response.statusCode);
    }
    setCustomerPlugins(portal.app, 'northwind', ['knowledge-base']);
    const bram = await signIn(portal.app, 'bram');
    const contosoArticle = (
      await portal.app.inject({ url: KnowledgeBasePaths.articles, headers: anna.headers() })
    ).json()[0];
    const response = await portal.app.inject({
      url: KnowledgeBasePaths.article(String(contosoArticle.id)),
      headers: bram.headers(),
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 when signed out and 404 for a customer that does not enable the plugin', async () => {
    expect((await portal.app.inject({ url: KnowledgeBasePaths.articles })).statusCode).toBe(401);
    setCustomerPlugins(portal.app, 'contoso', ['claims']);
    const anna = await signIn(portal.app, 'anna');
    expect((await portal.app.inject({ url: KnowledgeBasePaths.articles, headers: anna.headers() })).statusCode).toBe(
      404,
    );
  });
});
