import type { EmbedConfig } from './embed-port';

/** The portal's embed configuration of one item, turned into the analytics client's config by toClientConfig. */
export interface ProductEmbedConfig {
  embedType: string;
  tokenType?: 'Aad' | 'Embed' | number;
  accessToken?: string | null;
  embedUrl?: string | null;
  embedId?: string | null;
  permissions?: number | null;
  pageName?: string | null;
  extraSettings?: Record<string, unknown> | null;
  datasetId?: string | null;
  reportMode?: 'view' | 'edit' | 'create' | null;
  groupId?: string | null;
  pageView?: string | null;
  dashboardId?: string | null;
  visualName?: string | null;
  uniqueId?: string | null;
}

const TOKEN_TYPES: Record<string, number> = { aad: 0, embed: 1 };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Drops empty strings, null and undefined, recursively through plain objects. */
export function dropEmpty<T extends Record<string, unknown>>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined || entry === null || entry === '') continue;
    out[key] = isPlainObject(entry) ? dropEmpty(entry) : entry;
  }
  return out as T;
}

/** Merges plain objects key by key; `override` wins, arrays and other values are replaced. */
export function mergeSettings(
  base: Record<string, unknown>,
  override: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override ?? {})) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeSettings(current, value) : value;
  }
  return out;
}

function tokenTypeNumber(tokenType: ProductEmbedConfig['tokenType']): number {
  if (typeof tokenType === 'number') return tokenType;
  return TOKEN_TYPES[(tokenType ?? 'Embed').toLowerCase()] ?? 1;
}

/** Report defaults: filter pane and navigation content pane enabled; the extra settings merged over them. */
export function toClientConfig(product: ProductEmbedConfig): EmbedConfig {
  const type = product.embedType.toLowerCase();
  const defaults = type === 'report' ? { filterPaneEnabled: true, navContentPaneEnabled: true } : {};
  const settings = mergeSettings(defaults, product.extraSettings);
  return dropEmpty({
    type,
    tokenType: tokenTypeNumber(product.tokenType),
    accessToken: product.accessToken,
    embedUrl: product.embedUrl,
    id: product.embedId,
    permissions: product.permissions,
    pageName: product.pageName,
    settings,
    datasetId: product.datasetId,
    viewMode: product.reportMode === 'edit' ? 1 : product.reportMode ? 0 : undefined,
    embedMode: product.reportMode === 'create' ? 'create' : undefined,
    groupId: product.groupId,
    pageView: product.pageView,
    dashboardId: product.dashboardId,
    visualName: product.visualName,
    uniqueId: product.uniqueId,
  } as EmbedConfig);
}
