import * as z from 'zod/mini';
import { DemoCustomers, HttpError, defineServerPlugin, numericId } from '../../../server/plugin-api';
import { Article, ArticleList } from '../contract';
import { demoArticles } from './demo-articles';

const summaryColumns = ['id', 'title', 'summary', 'category', 'updated_at AS updatedAt'];

export default defineServerPlugin({
  id: 'knowledge-base',
  actionTypes: ['knowledge-base'],
  migrations: [
    {
      id: 'knowledge-base-001',
      sql: `CREATE TABLE knowledge_base_articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  category TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX knowledge_base_articles_customer ON knowledge_base_articles(customer_id);`,
    },
  ],
  seed(demo) {
    const insert = demo.db.prepare(
      'INSERT INTO knowledge_base_articles (customer_id, title, summary, body, category, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const article of demoArticles) {
      insert.run(DemoCustomers.contoso, article.title, article.summary, article.body, article.category, article.updatedAt);
    }
    demo.addActions(DemoCustomers.contoso, [{ id: 891512, type: 'knowledge-base', title: 'Knowledge base', menu: { id: 891513, order: 20 } }]);
  },
  routes(api) {
    api.route({
      method: 'GET',
      url: '/api/knowledge-base/articles',
      summary: "The active customer's knowledge-base articles",
      response: ArticleList,
      handler: ({ user }) => (user ? api.data(user).table('knowledge_base_articles').find(undefined, { columns: summaryColumns, orderBy: ['title'] }) : []),
    });
    api.route({
      method: 'GET',
      url: '/api/knowledge-base/articles/:id',
      summary: "One of the active customer's knowledge-base articles",
      params: z.object({ id: numericId }),
      response: Article,
      errors: { 404: 'No such article for the active customer' },
      handler: ({ user, params }) => {
        const article = user && api.data(user).table('knowledge_base_articles').first({ id: params.id }, { columns: [...summaryColumns, 'body'] });
        if (!article) throw new HttpError(404, 'No such article.');
        return article;
      },
    });
  },
});
