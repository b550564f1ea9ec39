import {
  firstMenuItem,
  OPEN_RECORD_PARAM,
  SEARCH_HITS_PER_KIND,
  type ContentLanguage,
  type MenuItem,
  type SearchGroup,
} from '../../core/contract';
import type { RequestUser } from '../data/request-user';
import { HttpError } from '../http/errors';
import type { CustomerData, SqlCondition, Where } from '../plugin-api/data';
import { containsCondition, containsPattern, type SearchProviderDeclaration } from '../plugin-api/search';

const KIND = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

interface RegisteredProvider {
  pluginId: string;
  declaration: SearchProviderDeclaration;
  /** The plugin's own tables for the caller's active customer. */
  dataOf(user: RequestUser): CustomerData;
}

/** What one search runs against: the caller, the words, the caller's visible menu and which plugins run for them. */
export interface SearchContext {
  user: RequestUser;
  text: string;
  language: ContentLanguage;
  /** The active customer's menu as the user sees it (menuFor): the search never offers what it does not show. */
  menu: readonly MenuItem[];
}

/** Whether a plugin runs for the caller (PluginEnablement.isEnabled). */
export type PluginRunsFor = (pluginId: string, user: RequestUser) => boolean;

/** A "column equals value" condition as SQL, so it can stand beside the search's own condition. */
function asSql(where: Where): SqlCondition {
  if (typeof where.sql === 'string' && Array.isArray(where.params)) return where as SqlCondition;
  const entries = Object.entries(where);
  return {
    sql: entries.map(([column, value]) => (value === null ? `${column} IS NULL` : `${column} = ?`)).join(' AND '),
    params: entries.flatMap(([, value]) => (value === null ? [] : [value])),
  };
}

const both = (a: SqlCondition, b: SqlCondition): SqlCondition =>
  a.sql ? { sql: `${a.sql} AND ${b.sql}`, params: [...a.params, ...b.params] } : b;

/** The search providers the running plugins declared (api.search), and the search over them and the menu. */
export class SearchRegistry {
  private readonly providers: RegisteredProvider[] = [];

  constructor(private readonly runsFor: PluginRunsFor) {}

  add(pluginId: string, declaration: SearchProviderDeclaration, dataOf: RegisteredProvider['dataOf']): void {
    const where = `Plugin "${pluginId}", search provider "${declaration.kind}"`;
    if (!KIND.test(declaration.kind)) throw new Error(`${where}: the kind must be kebab-case.`);
    const owner = this.providers.find((provider) => provider.declaration.kind === declaration.kind);
    if (owner) throw new Error(`${where}: plugin "${owner.pluginId}" already provides this kind.`);
    if (declaration.columns.length === 0) throw new Error(`${where}: no columns to search.`);
    this.providers.push({ pluginId, declaration, dataOf });
  }

  /** The hits of every kind the caller may open, in the order the providers were declared; kinds without hits left out. */
  search(context: SearchContext): SearchGroup[] {
    const pattern = containsPattern(context.text);
    const groups: SearchGroup[] = [];
    for (const provider of this.providers) {
      if (!this.runsFor(provider.pluginId, context.user)) continue;
      const actionId = actionOfType(context.menu, provider.declaration.actionType);
      if (actionId === null) continue;
      const hits = this.hitsOf(provider, context, pattern).map((found) => ({
        title: found.title,
        ...(found.subtitle ? { subtitle: found.subtitle } : {}),
        route:
          provider.declaration.route?.(found.id) ??
          `/action/${actionId}?${OPEN_RECORD_PARAM}=${encodeURIComponent(found.id)}`,
      }));
      if (hits.length > 0) groups.push({ kind: provider.declaration.kind, label: provider.declaration.label, hits });
    }
    return groups;
  }

  private hitsOf(provider: RegisteredProvider, context: SearchContext, pattern: string) {
    const { declaration } = provider;
    let readable: Where | null;
    try {
      readable = declaration.readableRows(context.user);
    } catch (error) {
      // The plugin's routes would refuse this caller (403) or find nothing (404): its kind has no hits for them.
      if (error instanceof HttpError && error.statusCode < 500) return [];
      throw error;
    }
    if (readable === null) return [];
    const rows = provider
      .dataOf(context.user)
      .table(declaration.table)
      .find(both(asSql(readable), containsCondition(declaration.columns, pattern)), {
        columns: declaration.select,
        orderBy: declaration.orderBy ?? ['id DESC'],
        limit: SEARCH_HITS_PER_KIND,
      });
    return rows.map((row) => declaration.hit(row, context.language));
  }
}

/** The first action of the type in the user's visible menu (depth first), or null. */
const actionOfType = (items: readonly MenuItem[], actionType: string): number | null =>
  firstMenuItem(items, (item) => item.actionType === actionType && item.actionId !== null)?.actionId ?? null;
