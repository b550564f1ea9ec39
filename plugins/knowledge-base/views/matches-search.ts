import type { ArticleSummary } from '../contract';

/** Whether an article's title, summary or category holds the search text, ignoring case. */
export function matchesSearch(article: ArticleSummary, search: string): boolean {
  const text = search.trim().toLocaleLowerCase();
  return (
    !text ||
    [article.title, article.summary, article.category].some((field) => field.toLocaleLowerCase().includes(text))
  );
}
