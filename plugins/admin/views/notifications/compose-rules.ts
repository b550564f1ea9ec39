import {
  MAX_BROADCAST_TEXT,
  MAX_BROADCAST_TITLE,
  type BroadcastLevel,
  type BroadcastRequest,
} from '../../contract-notifications';
import type { ChosenCustomer } from './CustomersPicker';

export type Audience = 'one' | 'several' | 'all';

export interface Draft {
  audience: Audience;
  customers: ChosenCustomer[];
  titleEn: string;
  textEn: string;
  titleNl: string;
  textNl: string;
  level: BroadcastLevel;
  link: string;
}

export const EMPTY_DRAFT: Draft = {
  audience: 'one',
  customers: [],
  titleEn: '',
  textEn: '',
  titleNl: '',
  textNl: '',
  level: 'info',
  link: '',
};

export type DraftField = 'customers' | 'titleEn' | 'textEn' | 'titleNl' | 'textNl' | 'link';
/** A field's problem as a translation key with its parameters. */
export type Problems = Partial<Record<DraftField, { key: string; max?: number }>>;

/** The same rule as the server's: a portal path or an https address. */
const LINK = /^(\/(?![/\\])\S*|https:\/\/[^\s/?#]+\S*)$/;

/**
 * What keeps the draft from being sent, per field (the server checks the same again): a broadcast is written in
 * English, in Dutch or in both, each language given with its title and its text.
 */
export function problemsOf(draft: Draft): Problems {
  const problems: Problems = {};
  if (draft.audience !== 'all' && draft.customers.length === 0)
    problems.customers = { key: 'broadcasts.problems.customers' };
  const given = {
    en: Boolean(draft.titleEn.trim() || draft.textEn.trim()),
    nl: Boolean(draft.titleNl.trim() || draft.textNl.trim()),
  };
  const text = (field: DraftField, value: string, max: number, language: 'en' | 'nl') => {
    if (!value.trim()) {
      if (given[language]) problems[field] = { key: 'validation.required' };
      else if (!given.en && !given.nl) problems[field] = { key: 'broadcasts.problems.oneLanguage' };
    } else if (value.trim().length > max) problems[field] = { key: 'validation.maxLength', max };
  };
  text('titleEn', draft.titleEn, MAX_BROADCAST_TITLE, 'en');
  text('titleNl', draft.titleNl, MAX_BROADCAST_TITLE, 'nl');
  text('textEn', draft.textEn, MAX_BROADCAST_TEXT, 'en');
  text('textNl', draft.textNl, MAX_BROADCAST_TEXT, 'nl');
  if (draft.link.trim() && (!LINK.test(draft.link.trim()) || draft.link.trim().length > 400))
    problems.link = { key: 'validation.url' };
  return problems;
}

export function requestOf(draft: Draft): BroadcastRequest {
  return {
    customerIds: draft.audience === 'all' ? 'all' : draft.customers.map((c) => c.value),
    title: { en: draft.titleEn.trim(), nl: draft.titleNl.trim() },
    text: { en: draft.textEn.trim(), nl: draft.textNl.trim() },
    level: draft.level,
    link: draft.link.trim() || null,
  };
}
