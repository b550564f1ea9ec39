/**
 * Which files under dist/ the server hands out: the hashed bundle under /assets. Everything else the build leaves there (meta.json, the index.html that
 * the index route renders) stays private; source maps carry the sources, so production serves them only when
 * asked (SERVE_SOURCE_MAPS=1).
 */
export interface ServedFileRules {
  sourceMaps: boolean;
}

export function isServedDistFile(pathName: string, rules: ServedFileRules): boolean {
  // The router folds duplicate slashes; the static plugin sees the path as asked, so '//meta.json' must fold here too.
  const path = pathName.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return false;
  if (!path.startsWith('/assets/')) return false;
  // The compressed copies are sent for the file they copy, never under their own name.
  if (/\.(br|gz)$/i.test(path)) return false;
  return rules.sourceMaps || !path.toLowerCase().endsWith('.map');
}

const flag = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value?.trim() ?? '');

/** Source maps: always in a demo or development build run, in production only with SERVE_SOURCE_MAPS=1. */
export function sourceMapsServed(
  config: { demoMode: boolean; production?: boolean; serveSourceMaps?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (config.serveSourceMaps !== undefined) return config.serveSourceMaps;
  return flag(env.SERVE_SOURCE_MAPS) || (config.demoMode && !config.production);
}
