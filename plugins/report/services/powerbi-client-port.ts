import type * as PowerBi from 'powerbi-client';
import type { BootstrapConfig, ConfigValidators, EmbedConfig, EmbedHandle, EmbedPort, PageInfo } from './embed-port';
import { embedWithOwnFrame } from './emulator-frame';

type PowerBiModule = typeof PowerBi;

function handleFor(pbi: PowerBiModule, component: PowerBi.Embed): EmbedHandle {
  return {
    on(eventName, handler) {
      component.on(eventName, (event: CustomEvent) => handler(event.detail));
    },
    async setAccessToken(token) {
      await component.setAccessToken(token);
    },
    setComponentTitle(title) {
      component.setComponentTitle(title);
    },
    async activePage(): Promise<PageInfo | null> {
      if (!(component instanceof pbi.Report) || component instanceof pbi.Visual) return null;
      const page = await component.getActivePage();
      return page ? { name: page.name, displayName: page.displayName } : null;
    },
  };
}

/**
 * The EmbedPort over powerbi-client. `emulatorOrigin` set (demo mode only) routes every frame to the
 * analytics emulator through emulator-frame.ts; otherwise the client's own code path runs unchanged.
 */
export function createPowerBiPort(pbi: PowerBiModule, service: PowerBi.service.Service, emulatorOrigin: string | null): EmbedPort {
  const validators = pbi.models as unknown as ConfigValidators;
  return {
    validators,
    bootstrap(element: HTMLElement, config: BootstrapConfig) {
      if (emulatorOrigin && config.embedUrl) {
        embedWithOwnFrame(pbi, service, element, config as EmbedConfig, emulatorOrigin, true);
        return;
      }
      service.bootstrap(element, config as PowerBi.IEmbedConfiguration);
    },
    embed(element: HTMLElement, config: EmbedConfig) {
      const existing = (element as PowerBi.service.IPowerBiElement).powerBiEmbed;
      if (emulatorOrigin && !existing) {
        const component = embedWithOwnFrame(pbi, service, element, config, emulatorOrigin, false);
        return handleFor(pbi, component);
      }
      return handleFor(pbi, service.embed(element, config as PowerBi.IEmbedConfiguration));
    },
    reset(element: HTMLElement) {
      service.reset(element);
    },
  };
}
