import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import type { ActionFrameSource } from '../features/action-types';
import { checkedResourceUrl, originOf, type UrlRules } from './configured-url';

export interface PageSources {
  'img-src': string[];
  'frame-src': string[];
  'style-src': string[];
}

const EMPTY: PageSources = { 'img-src': [], 'frame-src': [], 'style-src': [] };

/**
 * The hosts the data of one customer makes a page load: its logo's (img-src), its custom stylesheet's
 * (style-src) and the pages its actions frame (frame-src: the plugins' actionFrameSources). Only checked URLs count (https, loopback http in a demo), so a bad value adds nothing.
 */
export function customerPageSources(
  db: Database.Database,
  customerId: string | null,
  rules: UrlRules,
  frameSources: Readonly<Record<string, ActionFrameSource>> = {},
): PageSources {
  if (!customerId) return EMPTY;
  const customer = statement(db, 'SELECT logo_url, custom_stylesheet FROM customers WHERE id = ?').get(customerId) as
    { logo_url: string | null; custom_stylesheet: string | null } | undefined;
  const logo = checkedResourceUrl(customer?.logo_url, rules);
  const stylesheet = checkedResourceUrl(customer?.custom_stylesheet, rules);
  const frames = new Set<string>();
  const actions = statement(db, 'SELECT action_type, data FROM actions WHERE customer_id = ?').all(customerId) as {
    action_type: string;
    data: string;
  }[];
  for (const { action_type: type, data } of actions) {
    const frameSource = Object.hasOwn(frameSources, type) ? frameSources[type] : undefined;
    if (!frameSource) continue;
    const url = checkedResourceUrl(frameSource(parsedJson(data)), rules);
    const origin = url ? originOf(url) : null;
    if (origin) frames.add(origin);
  }
  const logoOrigin = logo ? originOf(logo) : null;
  const stylesheetOrigin = stylesheet ? originOf(stylesheet) : null;
  return {
    'img-src': logoOrigin ? [logoOrigin] : [],
    'frame-src': [...frames].sort(),
    'style-src': stylesheetOrigin ? [stylesheetOrigin] : [],
  };
}

function parsedJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}
