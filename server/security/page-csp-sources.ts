import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import { checkedResourceUrl, originOf, type UrlRules } from './configured-url';

export interface PageSources {
  'img-src': string[];
  'frame-src': string[];
  'style-src': string[];
}

const EMPTY: PageSources = { 'img-src': [], 'frame-src': [], 'style-src': [] };

/**
 * The hosts the data of one customer makes a page load: its logo's (img-src), its custom stylesheet's
 * (style-src) and its link actions' framed pages (frame-src). Only checked URLs count (https, loopback http in a demo), so a bad value adds nothing.
 */
export function customerPageSources(db: Database.Database, customerId: string | null, rules: UrlRules): PageSources {
  if (!customerId) return EMPTY;
  const customer = statement(db, 'SELECT logo_url, custom_stylesheet FROM customers WHERE id = ?').get(customerId) as
    | { logo_url: string | null; custom_stylesheet: string | null }
    | undefined;
  const logo = checkedResourceUrl(customer?.logo_url, rules);
  const stylesheet = checkedResourceUrl(customer?.custom_stylesheet, rules);
  const frames = new Set<string>();
  const links = statement(db, "SELECT data FROM actions WHERE customer_id = ? AND action_type = 'link'").all(customerId) as { data: string }[];
  for (const { data } of links) {
    const url = checkedResourceUrl(urlOf(data), rules);
    const origin = url ? originOf(url) : null;
    if (origin) frames.add(origin);
  }
  const logoOrigin = logo ? originOf(logo) : null;
  const stylesheetOrigin = stylesheet ? originOf(stylesheet) : null;
  return { 'img-src': logoOrigin ? [logoOrigin] : [], 'frame-src': [...frames].sort(), 'style-src': stylesheetOrigin ? [stylesheetOrigin] : [] };
}

function urlOf(data: string): unknown {
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? (parsed as { url?: unknown }).url : null;
  } catch {
    return null;
  }
}
