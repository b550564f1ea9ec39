import type Database from 'better-sqlite3';
import { EMBED_TYPES, type EmbedType } from '../../core/contract';
import { registerEmulatorRoutes } from '../emulator/routes';
import { DEMO_TOKEN_LIFETIME_MS, TOKEN_LIFETIME_MS, mintEmulatorToken } from '../emulator/tokens';
import type { ServerConfig, ServerFeature } from './types';
import { statement } from '../db/statements';

/** The demo workspace the genuine-looking embed URLs name. */
export const DEMO_GROUP_ID = 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff';
const EMBED_HOST = 'https://app.powerbi.com';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function embedTypeOf(data: Record<string, unknown>): EmbedType {
  return (EMBED_TYPES as readonly unknown[]).includes(data.embedType) ? (data.embedType as EmbedType) : 'report';
}

/** The embed URL Power BI's REST API would give for the item: reportEmbed, dashboardEmbed or embed (tiles). */
export function embedUrlFor(data: Record<string, unknown>): string {
  const id = encodeURIComponent(text(data.embedId) ?? '');
  const group = encodeURIComponent(text(data.groupId) ?? DEMO_GROUP_ID);
  switch (embedTypeOf(data)) {
    case 'dashboard':
      return `${EMBED_HOST}/dashboardEmbed?dashboardId=${id}&groupId=${group}`;
    case 'tile':
      return `${EMBED_HOST}/embed?dashboardId=${encodeURIComponent(text(data.dashboardId) ?? '')}&tileId=${id}&groupId=${group}`;
    default:
      return `${EMBED_HOST}/reportEmbed?reportId=${id}&groupId=${group}`;
  }
}

function tokenFor(config: ServerConfig, data: Record<string, unknown>, actionId: number) {
  const lifetime = config.demoMode ? DEMO_TOKEN_LIFETIME_MS : TOKEN_LIFETIME_MS;
  return mintEmulatorToken(config.secret, text(data.embedId) ?? '', actionId, lifetime);
}

/**
 * Whether the SPA should reach the emulator through its demo adapter (an ordinary browser in `npm start`).
 * ANALYTICS_EMULATOR_ADAPTER=off keeps the genuine embed path, for browser tests that serve the emulator at
 * https://app.powerbi.com themselves.
 */
export function emulatorAdapterEnabled(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): boolean {
  return config.demoMode && !/^(0|false|no|off)$/i.test(env.ANALYTICS_EMULATOR_ADAPTER?.trim() ?? '');
}

/** Contoso gets a dashboard, a tile, a single visual and a report with the page navigation at the left. */
function seedEmbedDemos(db: Database.Database): void {
  const exists = statement(db, "SELECT 1 FROM customers WHERE id = 'contoso'").get();
  const reportsMenu = statement(db, "SELECT id FROM menu_items WHERE id = 1002 AND customer_id = 'contoso'").get();
  if (!exists) return;
  const demos: [number, string, Record<string, unknown>][] = [
    [150, 'Service dashboard', { embedType: 'dashboard', embedId: 'demo-dashboard' }],
    [151, 'SLA tile', { embedType: 'tile', embedId: 'tile-slaKpi', dashboardId: 'demo-dashboard' }],
    [152, 'Tickets per month (visual)', { embedType: 'visual', embedId: 'demo-service-overview', pageName: 'overview', visualName: 'ticketsPerMonth' }],
    [153, 'Service overview (English)', { embedType: 'report', embedId: 'demo-service-overview', navigationPosition: 'Left', localeSettings: { language: 'en', formatLocale: 'en-GB' } }],
  ];
  const action = statement(db, "INSERT INTO actions (id, customer_id, action_type, title, data, required_permission) VALUES (?, 'contoso', 'report', ?, ?, 'reports')");
  const item = statement(db, 
    "INSERT INTO menu_items (id, customer_id, parent_id, name, item_type, action_id, link_target, sort_order) VALUES (?, 'contoso', ?, ?, 'action', ?, 'content-window', ?)",
  );
  demos.forEach(([id, title, data], index) => {
    action.run(id, title, JSON.stringify(data));
    if (reportsMenu) item.run(1050 + index, 1002, title, id, 50 + index);
  });
}

/**
 * Reports: fresh emulator tokens for report actions (GET /api/action/{id}/ and the refresh call of
 * section 7, whose route and the log calls live in report-calls.ts), the emulator's frame page, and the
 * public setting that turns the SPA's emulator adapter on in demo mode.
 */
export const reportsFeature: ServerFeature = {
  name: 'reports',
  seed: seedEmbedDemos,
  async routes(app) {
    await registerEmulatorRoutes(app);
  },
  actionResolvers: {
    report: (data, actionId, _user, deps) => {
      const { token, expiration } = tokenFor(deps.config, data, actionId);
      return { ...data, embedType: embedTypeOf(data), embedUrl: text(data.embedUrl) ?? embedUrlFor(data), accessToken: token, tokenType: 'Embed', expiration };
    },
  },
  embedTokenRefreshers: {
    report: (data, actionId, _user, deps) => {
      const { token, expiration } = tokenFor(deps.config, data, actionId);
      return { embedToken: token, expiration };
    },
  },
  publicSettings: (_user, config) => (emulatorAdapterEnabled(config) ? { analyticsEmulator: { origin: config.publicOrigin } } : {}),
};
