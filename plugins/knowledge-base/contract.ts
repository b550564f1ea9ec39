import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/** The plugin's HTTP contract, shared by its view and its server side. */
export const KnowledgeBasePaths = {
  articles: '/api/knowledge-base/articles',
  article: (id: string) => `/api/knowledge-base/articles/${encodeURIComponent(id)}`,
} as const;

const id = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value) => String(value)),
);

export const ArticleSummary = z.object({
  id,
  title: z.string(),
  summary: lenient(z.string(), ''),
  category: lenient(z.string(), ''),
  updatedAt: z.string(),
});
export type ArticleSummary = z.output<typeof ArticleSummary>;
export const ArticleList = z.array(ArticleSummary);

export const Article = z.extend(ArticleSummary, { body: lenient(z.string(), '') });
export type Article = z.output<typeof Article>;

/** The longest article body (HTML) an administrator may store. */
export const MAX_ARTICLE_BODY = 20_000;
