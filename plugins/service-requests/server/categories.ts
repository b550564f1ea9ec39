import type { ServiceRequestCategory } from '../contract';

/** The reference desk's categories. A connector may offer its tool's own. */
export const DEFAULT_CATEGORIES: readonly ServiceRequestCategory[] = [
  { id: 'incident', name: { en: 'Incident (something does not work)', nl: 'Storing (iets werkt niet)' } },
  { id: 'question', name: { en: 'Question', nl: 'Vraag' } },
  { id: 'change', name: { en: 'Change request', nl: 'Wijzigingsverzoek' } },
  { id: 'access', name: { en: 'Accounts and access', nl: 'Accounts en toegang' } },
  { id: 'licences', name: { en: 'Licences', nl: 'Licenties' } },
  { id: 'other', name: { en: 'Other', nl: 'Overig' } },
];

/** The category a request from another capability is filed under: known ones as they are, else 'other'. */
export const knownCategoryOr = (categories: readonly ServiceRequestCategory[], id: string) =>
  categories.some((category) => category.id === id) ? id : 'other';
