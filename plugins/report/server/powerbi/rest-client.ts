import type { AppTokenSource, FetchLike } from './entra-token';
import { REQUEST_TIMEOUT_MS } from './entra-token';
import { PowerBiError, statusForUpstream } from './errors';
import type { PowerBiSettings } from './settings';

export interface ReportInfo {
  id: string;
  name: string;
  embedUrl: string;
  datasetId: string;
}
export interface DashboardInfo {
  id: string;
  embedUrl: string;
}
/** A tile and the dataset behind it (null for an image, text or web content tile). */
export interface TileInfo {
  id: string;
  embedUrl: string;
  datasetId: string | null;
}
/** An item of a workspace listing (a report or a dashboard). */
export interface ItemListing {
  id: string;
  name: string;
}
export interface PageListing {
  name: string;
  displayName: string;
}
export interface TileListing {
  id: string;
  title: string;
  datasetId: string | null;
}
/** An export job as Power BI reports it (status: NotStarted, Running, Succeeded, Failed, Undefined). */
export interface ExportStatus {
  id: string;
  status: string;
  percentComplete: number;
}

/** ExportTo's body for a Power BI report: the format, and the state, pages and identities to export with. */
export interface ExportToRequest {
  format: 'PDF' | 'PPTX';
  powerBIReportConfiguration?: {
    defaultBookmark?: { state: string };
    pages?: { pageName: string; visualName?: string }[];
    identities?: EffectiveIdentity[];
    settings?: { locale?: string };
  };
}

/** The largest exported file the portal relays (Power BI's own limit for PDF/PPTX exports is 250 MB). */
export const EXPORT_FILE_MAX_BYTES = 250 * 1024 * 1024;

export interface EmbedToken {
  token: string;
  tokenId: string;
  expiration: string;
}

/** An effective identity for row-level security, as GenerateToken takes it. */
export interface EffectiveIdentity {
  username: string;
  roles: string[];
  customData: string;
  datasets: string[];
}

/** GenerateToken V2: exactly these reports and datasets, in these workspaces, for these identities. */
export interface GenerateTokenRequest {
  reports: { id: string }[];
  datasets: { id: string }[];
  targetWorkspaces: { id: string }[];
  identities?: EffectiveIdentity[];
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const seg = encodeURIComponent;

/**
 * The Power BI REST API calls the portal makes, with the app's Entra token: report, dashboard and tile
 * metadata, GenerateToken V2 and the dashboard and tile GenerateToken, and for the administration the listings
 * of a workspace (its name, reports and their pages, dashboards and their tiles). 10 s timeout each; a refused token
 * (401) is renewed once. Failures become PowerBiError (404, 502, 503) with a log line that holds no token.
 */
export class PowerBiRestClient {
  constructor(
    private readonly settings: PowerBiSettings,
    private readonly tokens: AppTokenSource,
    private readonly fetch: FetchLike,
    private readonly profileId: string | null = null,
  ) {}

  /** The same client acting as a service-principal profile (header X-PowerBI-Profile-Id), or as the app itself. */
  forProfile(profileId: string | null): PowerBiRestClient {
    return profileId === this.profileId
      ? this
      : new PowerBiRestClient(this.settings, this.tokens, this.fetch, profileId);
  }

  async report(groupId: string, reportId: string): Promise<ReportInfo> {
    const body = await this.call('GET', `groups/${seg(groupId)}/reports/${seg(reportId)}`);
    const id = text(body.id);
    const embedUrl = text(body.embedUrl);
    const datasetId = text(body.datasetId);
    if (!id || !embedUrl || !datasetId) throw this.malformed('report');
    return { id, name: text(body.name) ?? id, embedUrl: this.checkedEmbedUrl(embedUrl), datasetId };
  }

  async dashboard(groupId: string, dashboardId: string): Promise<DashboardInfo> {
    const body = await this.call('GET', `groups/${seg(groupId)}/dashboards/${seg(dashboardId)}`);
    const id = text(body.id);
    const embedUrl = text(body.embedUrl);
    if (!id || !embedUrl) throw this.malformed('dashboard');
    return { id, embedUrl: this.checkedEmbedUrl(embedUrl) };
  }

  async tile(groupId: string, dashboardId: string, tileId: string): Promise<TileInfo> {
    const body = await this.call('GET', `groups/${seg(groupId)}/dashboards/${seg(dashboardId)}/tiles/${seg(tileId)}`);
    const id = text(body.id);
    const embedUrl = text(body.embedUrl);
    if (!id || !embedUrl) throw this.malformed('tile');
    return { id, embedUrl: this.checkedEmbedUrl(embedUrl), datasetId: text(body.datasetId) };
  }

  /** GET groups/{g}/dashboards/{d}/tiles: the datasets behind the dashboard's tiles, each once. */
  async dashboardDatasets(groupId: string, dashboardId: string): Promise<string[]> {
    const datasets = (await this.dashboardTiles(groupId, dashboardId)).map((tile) => tile.datasetId);
    return [...new Set(datasets.filter((id): id is string => id !== null))];
  }

  /** GET groups/{g}/dashboards/{d}/tiles: the dashboard's tiles (title: '' for a tile without one). */
  async dashboardTiles(groupId: string, dashboardId: string): Promise<TileListing[]> {
    return this.listing(`groups/${seg(groupId)}/dashboards/${seg(dashboardId)}/tiles`, 'tiles', (item) => {
      const id = text(item.id);
      return id ? { id, title: text(item.title) ?? '', datasetId: text(item.datasetId) } : null;
    });
  }

  /** The workspace's name, or null when the app (or its profile) does not see it: GET groups?$filter=id eq '{g}'. */
  async workspaceName(groupId: string): Promise<string | null> {
    const filter = encodeURIComponent(`id eq '${groupId.replace(/'/g, "''")}'`);
    const found = await this.listing(`groups?$filter=${filter}`, 'groups', (item) => {
      const id = text(item.id);
      return id && id.toLowerCase() === groupId.toLowerCase() ? (text(item.name) ?? id) : null;
    });
    return found[0] ?? null;
  }

  /** GET groups/{g}/reports: the workspace's reports. */
  reports(groupId: string): Promise<ItemListing[]> {
    return this.listing(`groups/${seg(groupId)}/reports`, 'reports', (item) => {
      const id = text(item.id);
      return id ? { id, name: text(item.name) ?? id } : null;
    });
  }

  /** GET groups/{g}/dashboards: the workspace's dashboards. */
  dashboards(groupId: string): Promise<ItemListing[]> {
    return this.listing(`groups/${seg(groupId)}/dashboards`, 'dashboards', (item) => {
      const id = text(item.id);
      return id ? { id, name: text(item.displayName) ?? id } : null;
    });
  }

  /** GET groups/{g}/reports/{r}/pages: the report's pages in their order. */
  async reportPages(groupId: string, reportId: string): Promise<PageListing[]> {
    const pages = await this.listing(`groups/${seg(groupId)}/reports/${seg(reportId)}/pages`, 'pages', (item) => {
      const name = text(item.name);
      return name
        ? { name, displayName: text(item.displayName) ?? name, order: typeof item.order === 'number' ? item.order : 0 }
        : null;
    });
    return pages.sort((a, b) => a.order - b.order).map(({ name, displayName }) => ({ name, displayName }));
  }

  /** The `value` list of a GET, each entry read by `read` (entries it cannot read are left out). */
  private async listing<T>(
    path: string,
    what: string,
    read: (item: Record<string, unknown>) => T | null,
  ): Promise<T[]> {
    const body = await this.call('GET', path);
    if (!Array.isArray(body.value)) throw this.malformed(what);
    return (body.value as unknown[])
      .map((item) => (item && typeof item === 'object' ? read(item as Record<string, unknown>) : null))
      .filter((item): item is T => item !== null);
  }

  /** POST /v1.0/myorg/GenerateToken (V2). */
  generateToken(request: GenerateTokenRequest): Promise<EmbedToken> {
    return this.embedToken('GenerateToken', request);
  }

  /**
   * POST groups/{g}/dashboards/{d}/GenerateToken, or .../tiles/{t}/GenerateToken, with view access and, for
   * datasets with row-level security, the effective identities.
   */
  generateItemToken(
    groupId: string,
    dashboardId: string,
    tileId: string | null,
    identities?: EffectiveIdentity[],
  ): Promise<EmbedToken> {
    const path = `groups/${seg(groupId)}/dashboards/${seg(dashboardId)}${tileId ? `/tiles/${seg(tileId)}` : ''}/GenerateToken`;
    return this.embedToken(path, { accessLevel: 'View', ...(identities?.length ? { identities } : {}) });
  }

  private async embedToken(path: string, body: object): Promise<EmbedToken> {
    const answer = await this.call('POST', path, body);
    const token = text(answer.token);
    const expiration = text(answer.expiration);
    if (!token || !expiration || Number.isNaN(Date.parse(expiration))) throw this.malformed('embed token');
    return { token, tokenId: text(answer.tokenId) ?? '', expiration: new Date(expiration).toISOString() };
  }

  /** The embed URL when it is on POWERBI_EMBED_URL's origin over https; anything else is refused (502). */
  private checkedEmbedUrl(embedUrl: string): string {
    let url: URL;
    try {
      url = new URL(embedUrl);
    } catch {
      throw this.malformed('embed URL');
    }
    if (url.protocol !== 'https:' || url.origin !== this.settings.embedOrigin) {
      throw new PowerBiError(
        502,
        'Power BI answered an unexpected embed address.',
        `embed URL on ${url.origin}, expected ${this.settings.embedOrigin}`,
      );
    }
    return url.href;
  }

  private malformed(what: string): PowerBiError {
    return new PowerBiError(502, 'Power BI answered in an unexpected form.', `malformed ${what} answer`);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<Record<string, unknown>> {
    const response = await this.send(method, path, body);
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    if (!json || typeof json !== 'object') throw this.malformed(path.split('/').at(-2) ?? 'REST');
    return json as Record<string, unknown>;
  }

  /** The successful answer of a call; a refused app token (401) is renewed once; failures throw PowerBiError. */
  private async send(method: 'GET' | 'POST', path: string, body?: object, retried = false): Promise<Response> {
    const token = await this.tokens.token();
    const url = `${this.settings.apiUrl}/v1.0/myorg/${path}`;
    const logPath = `${method} /v1.0/myorg/${path.replace(/[?#].*$/, '')}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(this.profileId ? { 'x-powerbi-profile-id': this.profileId } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new PowerBiError(
        503,
        'Power BI cannot be reached now.',
        `${logPath}: ${name === 'TimeoutError' ? 'timed out' : `unreachable (${name})`}`,
      );
    }
    if (response.ok) return response;
    if (response.status === 401 && !retried) {
      this.tokens.forget();
      return this.send(method, path, body, true);
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    const error = (json as { error?: { code?: unknown } } | null)?.error;
    const code = typeof error?.code === 'string' ? error.code.slice(0, 80) : '';
    const status = statusForUpstream(response.status, code);
    const message =
      status === 404
        ? 'This report is not available.'
        : status === 503
          ? 'Power BI is not available now.'
          : 'Power BI refused the request.';
    throw new PowerBiError(status, message, `${logPath} answered ${response.status}${code ? ` ${code}` : ''}`);
  }

  // ----- export to file

  /** POST groups/{g}/reports/{r}/ExportTo: starts an export job. */
  async startExport(groupId: string, reportId: string, request: ExportToRequest): Promise<ExportStatus> {
    return this.exportStatusFrom(
      await this.call('POST', `groups/${seg(groupId)}/reports/${seg(reportId)}/ExportTo`, request),
    );
  }

  /** GET groups/{g}/reports/{r}/exports/{id}: the job's state. */
  async exportStatus(groupId: string, reportId: string, exportId: string): Promise<ExportStatus> {
    return this.exportStatusFrom(
      await this.call('GET', `groups/${seg(groupId)}/reports/${seg(reportId)}/exports/${seg(exportId)}`),
    );
  }

  /** GET groups/{g}/reports/{r}/exports/{id}/file: the finished file (at most EXPORT_FILE_MAX_BYTES). */
  async exportFile(
    groupId: string,
    reportId: string,
    exportId: string,
  ): Promise<{ bytes: Buffer; contentType: string | null }> {
    const response = await this.send(
      'GET',
      `groups/${seg(groupId)}/reports/${seg(reportId)}/exports/${seg(exportId)}/file`,
    );
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > EXPORT_FILE_MAX_BYTES)
      throw new PowerBiError(
        502,
        'The exported file is too large to download here.',
        `export file of ${declared} bytes`,
      );
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > EXPORT_FILE_MAX_BYTES)
      throw new PowerBiError(
        502,
        'The exported file is too large to download here.',
        `export file of ${bytes.length} bytes`,
      );
    return { bytes, contentType: response.headers.get('content-type') };
  }

  private exportStatusFrom(body: Record<string, unknown>): ExportStatus {
    const id = text(body.id);
    const status = text(body.status);
    const percent = typeof body.percentComplete === 'number' ? body.percentComplete : 0;
    if (!id || !status) throw this.malformed('export');
    return { id, status, percentComplete: Math.min(100, Math.max(0, percent)) };
  }
}
