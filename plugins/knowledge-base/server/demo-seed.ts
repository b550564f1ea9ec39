import { DemoCustomers, type DemoSeedContext } from '../../../server/plugin-api';
import { demoArticles } from './demo-articles';

export function seedArticles(demo: DemoSeedContext): void {
  const articles = demo.data.forCustomer(DemoCustomers.contoso).table('knowledge_base_articles');
  for (const article of demoArticles) {
    articles.insert({
      provider_id: article.providerId,
      title: article.title,
      summary: article.summary,
      body: article.body,
      category: article.category,
      updated_at: article.updatedAt,
    });
  }
  demo.addActions(DemoCustomers.contoso, [
    { id: 891512, type: 'knowledge-base', title: 'Knowledge base', menu: { id: 891513, order: 3 } },
  ]);
}
