declare module 'virtual:plugin-catalog' {
  import type { PluginManifest } from '../core/plugin-api';
  /** Generated at build time from plugins/<id>/manifest.ts, filtered by PORTAL_PLUGINS: id -> manifest. */
  const catalog: Readonly<Record<string, PluginManifest>>;
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
