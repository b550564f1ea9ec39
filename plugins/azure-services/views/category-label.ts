import type { TFunction } from 'i18next';

/**
 * The categories Azure groups its services under (the server's `categoryOf` and the portal's Azure service
 * categories), each with a text per language; a category the provider typed itself is shown as typed.
 */
const KNOWN = new Map(
  [
    'Compute',
    'Containers',
    'Databases',
    'Storage',
    'Web',
    'Networking',
    'Monitoring',
    'Security',
    'Identity',
    'Analytics',
    'Integration',
    'AI + machine learning',
    'Internet of Things',
    'Management and governance',
    'Developer tools',
    'Migration',
    'Other',
  ].map((name) => [name.toLowerCase(), name.toLowerCase().replace(/[^a-z]+/g, '-')]),
);

/** The category in the reader's language: a known one through its text, another one as it came. */
export function categoryLabel(t: TFunction, category: string): string {
  const key = KNOWN.get(category.trim().toLowerCase());
  return key ? t(`categories.${key}`) : category;
}
