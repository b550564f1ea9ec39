import type * as PowerBi from 'powerbi-client';
import type { EmbedPort } from './embed-port';

type PowerBiModule = typeof PowerBi;

let pending: Promise<EmbedPort> | null = null;
let pendingOrigin: string | null = null;

/** powerbi-client is a UMD bundle: a bundler's dynamic import may put its exports under `default`. */
export function interopPowerBi(loaded: PowerBiModule | { default: PowerBiModule }): PowerBiModule {
  return 'Report' in loaded && loaded.Report ? loaded : (loaded as { default: PowerBiModule }).default;
}

/** Imports powerbi-client on first use (its own chunk) and wraps the page's single client service. */
export function loadEmbedPort(emulatorOrigin: string | null): Promise<EmbedPort> {
  if (!pending || pendingOrigin !== emulatorOrigin) {
    pendingOrigin = emulatorOrigin;
    pending = Promise.all([import('powerbi-client'), import('./powerbi-client-port')]).then(([loaded, port]) => {
      const pbi = interopPowerBi(loaded);
      const service =
        (window as unknown as { powerbi?: PowerBi.service.Service }).powerbi ??
        new pbi.service.Service(pbi.factories.hpmFactory, pbi.factories.wpmpFactory, pbi.factories.routerFactory);
      return port.createPowerBiPort(pbi, service, emulatorOrigin);
    });
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
