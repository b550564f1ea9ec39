declare module 'virtual:plugin-catalog' {
  import type { PortalPlugin } from '../core/plugin-api';
  /** Generated at build time from plugins/<id>/index.ts, filtered by PORTAL_PLUGINS. */
  const catalog: Record<string, () => Promise<{ default: PortalPlugin }>>;
  export default catalog;
}

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.css';

declare module 'virtual:server-plugins' {
  import type { ServerPlugin } from '../server/plugin-api';
  /** Generated at build time from plugins/<id>/server/index.ts, filtered by PORTAL_PLUGINS; by folder name. */
  const catalog: Readonly<Record<string, ServerPlugin>>;
  export default catalog;
}
