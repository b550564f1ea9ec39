import type { AppTokenSource, FetchLike } from './entra-token';
import { REQUEST_TIMEOUT_MS } from './entra-token';
import { PowerBiError, statusForUpstream } from './errors';
import type { PowerBiSettings } from './settings';

export interface ReportInfo { id: string; name: string; embedUrl: string; datasetId: string }
export interface DashboardInfo { id: string; embedUrl: string }
export interface TileInfo { id: string; embedUrl: string }
export interface EmbedToken { token: string; tokenId: string; expiration: string }

/** An effective identity for row-level security, as GenerateToken takes it. */
export interface EffectiveIdentity { username: string; roles: string[]; customData: string; datasets: string[] }

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
 * metadata, GenerateToken V2 and the dashboard and tile GenerateToken. 10 s timeout each; a refused token
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
    return profileId === this.profileId ? this : new PowerBiRestClient(this.settings, this.tokens, this.fetch, profileId);
  }

  async report(groupId: string, reportId: string): Promise<ReportInfo> {
    const body = await this.call('GET', `groups/${seg(groupId)}/reports/${seg(reportId)}`);
    const id = text(body.id); const embedUrl = text(body.embedUrl); const datasetId = text(body.datasetId);
    if (!id || !embedUrl || !datasetId) throw this.malformed('report');
    return { id, name: text(body.name) ?? id, embedUrl: this.checkedEmbedUrl(embedUrl), datasetId };
  }

  async dashboard(groupId: string, dashboardId: string): Promise<DashboardInfo> {
    const body = await this.call('GET', `groups/${seg(groupId)}/dashboards/${seg(dashboardId)}`);
    const id = text(body.id); const embedUrl = text(body.embedUrl);
    if (!id || !embedUrl) throw this.malformed('dashboard');
    return { id, embedUrl: this.checkedEmbedUrl(embedUrl) };
  }

  async tile(groupId: string, dashboardId: string, tileId: string): Promise<TileInfo> {
    const body = await this.call('GET', `groups/${seg(groupId)}/dashboards/${seg(dashboardId)}/tiles/${seg(tileId)}`);
    const id = text(body.id); const embedUrl = text(body.embedUrl);
    if (!id || !embedUrl) throw this.malformed('tile');
    return { id, embedUrl: this.checkedEmbedUrl(embedUrl) };
  }

  /** POST /v1.0/myorg/GenerateToken (V2). */
  generateToken(request: GenerateTokenRequest): Promise<EmbedToken> {
    return this.embedToken('GenerateToken', request);
  }

  /** POST groups/{g}/dashboards/{d}/GenerateToken, or .../tiles/{t}/GenerateToken, with view access. */
  generateItemToken(groupId: string, dashboardId: string, tileId: string | null, identities?: EffectiveIdentity[]): Promise<EmbedToken> {
    const path = `groups/${seg(groupId)}/dashboards/${seg(dashboardId)}${tileId ? `/tiles/${seg(tileId)}` : ''}/GenerateToken`;
    return this.embedToken(path, { accessLevel: 'View', ...(identities?.length ? { identities } : {}) });
  }

  private async embedToken(path: string, body: object): Promise<EmbedToken> {
    const answer = await this.call('POST', path, body);
    const token = text(answer.token); const expiration = text(answer.expiration);
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
      throw new PowerBiError(502, 'Power BI answered an unexpected embed address.', `embed URL on ${url.origin}, expected ${this.settings.embedOrigin}`);
    }
    return url.href;
  }

  private malformed(what: string): PowerBiError {
    return new PowerBiError(502, 'Power BI answered in an unexpected form.', `malformed ${what} answer`);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object, retried = false): Promise<Record<string, unknown>> {
    const token = await this.tokens.token();
    const url = `${this.settings.apiUrl}/v1.0/myorg/${path}`;
    const logPath = `${method} /v1.0/myorg/${path.replace(/[?#].*$/, '')}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}),
          ...(this.profileId ? { 'x-powerbi-profile-id': this.profileId } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new PowerBiError(503, 'Power BI cannot be reached now.', `${logPath}: ${name === 'TimeoutError' ? 'timed out' : `unreachable (${name})`}`);
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    if (response.ok) {
      if (!json || typeof json !== 'object') throw this.malformed(path.split('/').at(-2) ?? 'REST');
      return json as Record<string, unknown>;
    }
    if (response.status === 401 && !retried) {
      this.tokens.forget();
      return this.call(method, path, body, true);
    }
    const error = (json as { error?: { code?: unknown } } | null)?.error;
    const code = typeof error?.code === 'string' ? error.code.slice(0, 80) : '';
    const status = statusForUpstream(response.status, code);
    const message = status === 404 ? 'This report is not available.' : status === 503 ? 'Power BI is not available now.' : 'Power BI refused the request.';
    throw new PowerBiError(status, message, `${logPath} answered ${response.status}${code ? ` ${code}` : ''}`);
  }
}
