import type { Migration } from '../../../server/plugin-api';

/** The customers' articles. Ids never change: deployed databases recorded them under these names. */
export const migrations: readonly Migration[] = [
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
  {
    // The provider's own id of an article: the administration's import key.
    id: 'knowledge-base-002',
    sql: `ALTER TABLE knowledge_base_articles ADD COLUMN provider_id TEXT;
CREATE UNIQUE INDEX knowledge_base_articles_provider_id ON knowledge_base_articles(customer_id, provider_id);`,
  },
];
