import { createHash } from 'node:crypto';
import { UnreadableSecret, type RequestUser, type ServerConfig } from '../../../../server/plugin-api';
import { embedTypeOf, text } from '../embed-url';
import { AppTokenSource, type FetchLike } from './entra-token';
import { PowerBiError } from './errors';
import { effectiveIdentity, hasRowLevelSecurity, itemIdentities } from './identity';
import { PowerBiRestClient, type EmbedToken } from './rest-client';
import { readPowerBiEndpoints, readPowerBiSettings, type PowerBiSettings } from './settings';
import type { CustomerPrincipal, WorkspaceAccess } from './workspaces';

/** What a report action's answer and the refresh call need. */
export interface EmbedResult {
  accessToken: string;
  expiration: string;
  embedUrl: string;
  /** The customer's workspace, the only one the token names. */
  groupId: string;
  datasetId: string | null;
}

/** The action as the embedding needs it. */
export interface EmbedAction {
  id: number;
  customerId: string;
  data: Record<string, unknown>;
}

export interface EmbeddingOptions {
  env?: NodeJS.ProcessEnv;
  now?: () => number;
  /** The network transport when POWERBI_* are set (default: global fetch). */
  fetch?: FetchLike;
}

/** A log line of a refused embed: never a token or a secret. */
export type EmbedLog = (line: { actionId: number; customerId: string | null; status: number; detail: string }) => void;

const stderrLog: EmbedLog = (line) => {
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'report embed token refused', plugin: 'report', ...line })}\n`,
  );
};

/**
 * Embed tokens for report actions, the same path in demo and production: settings (POWERBI_*; in a demo they
 * point at the Power BI emulator that `npm start` starts) -> the customer's workspace (report_workspaces) -> an Entra app
 * token (cached per app: the shared one, or the customer's own app registration with its sealed secret) ->
 * the item's metadata from the REST API (embed URL, dataset) -> GenerateToken for exactly that item in that
 * workspace, with the effective identity when the action turns row-level security on: for a report its dataset,
 * for a dashboard the datasets behind its tiles, for a tile the tile's dataset; always the active customer.
 */
export class ReportEmbedding {
  /** Where refusals are logged; the refresh route logs through its request's logger instead. */
  log: EmbedLog = stderrLog;
  private client: PowerBiRestClient | null = null;
  /** The clients of the customers' own apps, by tenant, client id and secret: each with its own cached token. */
  private readonly principalClients = new Map<string, PowerBiRestClient>();

  constructor(private readonly options: EmbeddingOptions = {}) {}

  /** The REST client of the configured Power BI; throws PowerBiError 503 when there is none. */
  restClient(): PowerBiRestClient {
    if (this.client) return this.client;
    const read = readPowerBiSettings(this.options.env ?? process.env);
    if (!read.ok) throw new PowerBiError(503, 'Reports are not available: Power BI is not configured.', read.problem);
    this.client = this.newClient(read.settings);
    return this.client;
  }

  /** The REST client acting for a customer: its own app registration, or the shared app (as its profile, if any). */
  clientFor(access: WorkspaceAccess): PowerBiRestClient {
    const { principal, profileId } = access.workspace;
    return principal ? this.principalClient(principal, access.clientSecret) : this.restClient().forProfile(profileId);
  }

  private newClient(settings: PowerBiSettings): PowerBiRestClient {
    const transport = this.options.fetch ?? fetch;
    const tokens = new AppTokenSource(settings, { fetch: transport, now: this.options.now });
    return new PowerBiRestClient(settings, tokens, transport);
  }

  /**
   * The client of a customer's own app: the shared endpoints, the customer's tenant, client id and sealed secret.
   * A replaced secret makes a new client (and token); the one before it is dropped.
   */
  private principalClient(principal: CustomerPrincipal, clientSecret: () => string | null): PowerBiRestClient {
    const read = readPowerBiEndpoints(this.options.env ?? process.env);
    if (!read.ok) throw new PowerBiError(503, 'Reports are not available: Power BI is not configured.', read.problem);
    const secret = readSecret(clientSecret);
    const app = `${principal.tenantId}/${principal.clientId}/`;
    const key = app + createHash('sha256').update(secret).digest('base64url');
    let client = this.principalClients.get(key);
    if (!client) {
      for (const known of this.principalClients.keys()) if (known.startsWith(app)) this.principalClients.delete(known);
      client = this.newClient({ ...read.endpoints, ...principal, credential: { kind: 'secret', secret } });
      this.principalClients.set(key, client);
    }
    return client;
  }

  /**
   * A fresh embed token for exactly the action's item, for the active customer of `user` whose workspace
   * (activeWorkspaceOf the caller) is `workspace`; throws PowerBiError.
   */
  async embed(action: EmbedAction, user: RequestUser, workspace: WorkspaceAccess | null): Promise<EmbedResult> {
    const customerId = user.activeCustomerId;
    try {
      return await this.embedFor(action, user, customerId, workspace);
    } catch (error) {
      if (error instanceof PowerBiError)
        this.log({ actionId: action.id, customerId, status: error.status, detail: error.detail });
      throw error;
    }
  }

  private async embedFor(
    action: EmbedAction,
    user: RequestUser,
    customerId: string | null,
    access: WorkspaceAccess | null,
  ): Promise<EmbedResult> {
    const unavailable = (detail: string) => new PowerBiError(404, `Action ${action.id} is not available.`, detail);
    if (!customerId || action.customerId !== customerId)
      throw unavailable(`action of customer ${action.customerId}, active customer ${customerId ?? 'none'}`);
    if (!access) throw unavailable(`customer ${customerId} has no Power BI workspace (report_workspaces)`);
    const groupId = access.workspace.workspaceId;
    const named = text(action.data.groupId);
    if (named && named !== groupId) throw unavailable(`action names workspace ${named}, the customer's is ${groupId}`);
    const itemId = text(action.data.embedId);
    if (!itemId) throw unavailable('action has no embedId');
    const client = this.clientFor(access);
    let token: EmbedToken;
    switch (embedTypeOf(action.data)) {
      case 'dashboard': {
        const dashboard = await client.dashboard(groupId, itemId);
        // The tiles' datasets are asked for only when an identity needs them (one REST call less otherwise).
        const datasets = hasRowLevelSecurity(action.data) ? await client.dashboardDatasets(groupId, dashboard.id) : [];
        token = await client.generateItemToken(
          groupId,
          dashboard.id,
          null,
          itemIdentities(action.data, user, customerId, datasets),
        );
        return result(token, dashboard.embedUrl, groupId, null);
      }
      case 'tile': {
        const dashboardId = text(action.data.dashboardId);
        if (!dashboardId) throw unavailable('tile action has no dashboardId');
        const tile = await client.tile(groupId, dashboardId, itemId);
        const datasets = tile.datasetId ? [tile.datasetId] : [];
        token = await client.generateItemToken(
          groupId,
          dashboardId,
          tile.id,
          itemIdentities(action.data, user, customerId, datasets),
        );
        return result(token, tile.embedUrl, groupId, null);
      }
      default: {
        const report = await client.report(groupId, itemId);
        const identity = effectiveIdentity(action.data, user, customerId, [report.datasetId]);
        token = await client.generateToken({
          reports: [{ id: report.id }],
          datasets: [{ id: report.datasetId }],
          targetWorkspaces: [{ id: groupId }],
          ...(identity ? { identities: [identity] } : {}),
        });
        return result(token, report.embedUrl, groupId, report.datasetId);
      }
    }
  }
}

const result = (token: EmbedToken, embedUrl: string, groupId: string, datasetId: string | null): EmbedResult => ({
  accessToken: token.token,
  expiration: token.expiration,
  embedUrl,
  groupId,
  datasetId,
});

/** The customer's stored client secret; its absence or unreadability is a refused sign-in the administration names. */
function readSecret(clientSecret: () => string | null): string {
  let secret: string | null;
  try {
    secret = clientSecret();
  } catch (error) {
    if (!(error instanceof UnreadableSecret)) throw error;
    throw new PowerBiError(502, 'Power BI is not configured correctly for this customer.', error.message, {
      cause: 'unreadable-secret',
      code: null,
    });
  }
  if (!secret) {
    throw new PowerBiError(
      502,
      'Power BI is not configured correctly for this customer.',
      "no client secret stored for the customer's app",
      {
        cause: 'no-secret',
        code: null,
      },
    );
  }
  return secret;
}

const services = new WeakMap<ServerConfig, ReportEmbedding>();

/** The app's embedding service (one per app: its config object), made on first use. */
export function reportEmbedding(config: ServerConfig): ReportEmbedding {
  let service = services.get(config);
  if (!service) {
    service = new ReportEmbedding();
    services.set(config, service);
  }
  return service;
}

/** Replaces the app's embedding service (tests: another clock, environment or transport). */
export function useReportEmbedding(config: ServerConfig, service: ReportEmbedding): void {
  services.set(config, service);
}
