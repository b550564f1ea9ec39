/**
 * What the report plugin needs of the analytics client, so the viewer's logic is testable without a frame.
 * The real implementation wraps powerbi-client (powerbi-client-port.ts), loaded lazily.
 */
export interface EmbedConfig {
  type: string;
  embedUrl?: string;
  accessToken?: string;
  tokenType?: number;
  id?: string;
  groupId?: string;
  datasetId?: string;
  dashboardId?: string;
  pageName?: string;
  visualName?: string;
  pageView?: string;
  permissions?: number;
  viewMode?: number;
  settings?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface BootstrapConfig {
  type: string;
  embedUrl?: string;
  hostname?: string;
  /** Kept by the embed that follows, so the frame's events reach it. */
  uniqueId?: string;
}

export interface PageInfo {
  name: string;
  displayName: string;
}

export interface ConfigError {
  message: string;
  detailedMessage?: string;
}

/** powerbi-models' validators (the client re-exports them as `models`). */
export interface ConfigValidators {
  validateReportLoad(config: unknown): ConfigError[] | undefined;
  validateCreateReport(config: unknown): ConfigError[] | undefined;
  validateDashboardLoad(config: unknown): ConfigError[] | undefined;
  validateTileLoad(config: unknown): ConfigError[] | undefined;
}

export type EmbedEventHandler = (detail: unknown) => void;

export interface EmbedHandle {
  on(eventName: string, handler: EmbedEventHandler): void;
  /** Removes the handlers added through this handle for the event (the client's reset removes all of them too). */
  off(eventName: string): void;
  setAccessToken(token: string): Promise<void>;
  setComponentTitle(title: string): void;
  /** The active page of a report; null for other embed types or when the frame cannot tell. */
  activePage(): Promise<PageInfo | null>;
  /** Shows the embed's frame full screen (the browser's Fullscreen API on the iframe; Escape leaves). */
  fullscreen(): void;
  /** Prints the report's active page (the frame calls its own window.print()); reports only. */
  print(): Promise<void>;
  /** Refreshes the report's data; where the service refuses that (or for other types), reloads the embed. */
  refresh(): Promise<void>;
  /** Loads the item again from its configuration, opening `pageName` when given: the user's filters go. */
  reload(pageName?: string): Promise<void>;
  /** The report's current state (page, filters, slicers) as the service's opaque bookmark state; reports only. */
  captureState(): Promise<string>;
  /** Applies a state captured before (a personal bookmark); reports only. */
  applyState(state: string): Promise<void>;
}

export interface EmbedPort {
  readonly validators: ConfigValidators;
  bootstrap(element: HTMLElement, config: BootstrapConfig): void;
  /** Embeds on the element; on an element already bootstrapped or embedded, loads the new config into its frame. */
  embed(element: HTMLElement, config: EmbedConfig): EmbedHandle;
  /**
   * Removes the component, its event handlers and its frame from the element, and releases what the client
   * keeps of it (its message routes, requests its frame will never answer): nothing of it stays reachable.
   */
  reset(element: HTMLElement): void;
}
