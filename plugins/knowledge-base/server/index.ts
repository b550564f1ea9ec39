import * as z from 'zod/mini';
import { HttpError, defineServerPlugin, numericId } from '../../../server/plugin-api';
import { Article, ArticleList } from '../contract';
import { seedArticles } from './demo-seed';
import { migrations } from './migrations';
import { articleRecords } from './records';

const summaryColumns = ['id', 'title', 'summary', 'category', 'updated_at AS updatedAt'];

/** The active customer's knowledge-base articles, searched and read; provider administrators maintain them. */
export default defineServerPlugin({
  id: 'knowledge-base',
  actionTypes: ['knowledge-base'],
  migrations,
  seed: seedArticles,
  routes(api) {
    api.route({
      method: 'GET',
      url: '/api/knowledge-base/articles',
      summary: "The active customer's knowledge-base articles",
      response: ArticleList,
      handler: ({ user }) =>
        user
          ? api
              .data(user)
              .table('knowledge_base_articles')
              .find(undefined, { columns: summaryColumns, orderBy: ['title'] })
          : [],
    });
    api.route({
      method: 'GET',
      url: '/api/knowledge-base/articles/:id',
      summary: "One of the active customer's knowledge-base articles",
      params: z.object({ id: numericId }),
      response: Article,
      errors: { 404: 'No such article for the active customer' },
      handler: ({ user, params }) => {
        const article =
          user &&
          api
            .data(user)
            .table('knowledge_base_articles')
            .first({ id: params.id }, { columns: [...summaryColumns, 'body'] });
        if (!article) throw new HttpError(404, 'No such article.');
        return article;
      },
    });
    api.records(articleRecords);
  },
});
