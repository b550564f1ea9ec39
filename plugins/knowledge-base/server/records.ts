import type { RecordTypeDeclaration } from '../../../server/plugin-api';
import { MAX_ARTICLE_BODY } from '../contract';

/**
 * Articles as provider administrators maintain them in the administration's Records page. The body is HTML from
 * the provider: stored as written and sanitized where it is shown.
 */
export const articleRecords: RecordTypeDeclaration = {
  type: 'articles',
  label: { en: 'Knowledge-base articles', nl: 'Kennisbankartikelen' },
  table: 'knowledge_base_articles',
  providerIdColumn: 'provider_id',
  orderBy: ['title'],
  fields: [
    {
      name: 'title',
      column: 'title',
      label: { en: 'Title', nl: 'Titel' },
      kind: 'text',
      required: true,
      maxLength: 200,
    },
    {
      name: 'summary',
      column: 'summary',
      label: { en: 'Summary', nl: 'Samenvatting' },
      kind: 'text',
      required: true,
      maxLength: 500,
      listed: false,
    },
    {
      name: 'category',
      column: 'category',
      label: { en: 'Category', nl: 'Categorie' },
      kind: 'text',
      required: true,
      maxLength: 100,
    },
    {
      name: 'body',
      column: 'body',
      label: { en: 'Body (HTML)', nl: 'Tekst (HTML)' },
      kind: 'text',
      required: true,
      maxLength: MAX_ARTICLE_BODY,
      multiline: true,
      listed: false,
    },
    {
      name: 'publishedOn',
      column: 'updated_at',
      label: { en: 'Published on', nl: 'Gepubliceerd op' },
      kind: 'date',
      required: true,
    },
  ],
};
