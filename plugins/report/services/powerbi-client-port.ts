import type * as PowerBi from 'powerbi-client';
import type {
  BootstrapConfig,
  ConfigValidators,
  EmbedConfig,
  EmbedEventHandler,
  EmbedHandle,
  EmbedPort,
  PageInfo,
} from './embed-port';
import { embedWithOwnFrame } from './emulator-frame';
import { serviceCleanup } from './service-cleanup';

type PowerBiModule = typeof PowerBi;
type ClientHandler = (event: CustomEvent) => void;

function handleFor(pbi: PowerBiModule, component: PowerBi.Embed): EmbedHandle {
  // The client's handlers this handle added, so that `off` removes exactly these (and nothing keeps them).
  const added = new Map<string, ClientHandler[]>();
  return {
    on(eventName: string, handler: EmbedEventHandler) {
      const clientHandler: ClientHandler = (event) => handler(event.detail);
      component.on(eventName, clientHandler);
      added.set(eventName, [...(added.get(eventName) ?? []), clientHandler]);
    },
    off(eventName: string) {
      for (const clientHandler of added.get(eventName) ?? []) component.off(eventName, clientHandler);
      added.delete(eventName);
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
    fullscreen() {
      component.fullscreen();
    },
    async print() {
      if (!(component instanceof pbi.Report)) throw new Error('Print is available for reports only');
      await component.print();
    },
    async refresh() {
      if (component instanceof pbi.Report && !(component instanceof pbi.Visual)) {
        try {
          await component.refresh();
          return;
        } catch {
          // The service limits refreshes (and refuses them for some datasets): reload the embed instead.
        }
      }
      await component.reload();
    },
    async reload(pageName?: string) {
      // The client reloads from its stored configuration: name the page the user is on, so it stays open.
      if (pageName && component instanceof pbi.Report) (component.config as { pageName?: string }).pageName = pageName;
      await component.reload();
    },
    async captureState() {
      if (!(component instanceof pbi.Report) || component instanceof pbi.Visual)
        throw new Error('Bookmarks are available for reports only');
      const bookmark = await component.bookmarksManager.capture({ personalizeVisuals: true });
      if (!bookmark?.state) throw new Error('The report gave no state');
      return bookmark.state;
    },
    async applyState(state: string) {
      if (!(component instanceof pbi.Report) || component instanceof pbi.Visual)
        throw new Error('Bookmarks are available for reports only');
      await component.bookmarksManager.applyState(state);
    },
  };
}

/**
 * The EmbedPort over powerbi-client. `emulatorOrigin` set (demo mode only) routes every frame to the
 * analytics emulator through emulator-frame.ts; otherwise the client's own code path runs unchanged.
 * Components are created through the service's ServiceCleanup, so that `reset` releases everything the
 * client keeps of them (service-cleanup.ts).
 */
export function createPowerBiPort(
  pbi: PowerBiModule,
  service: PowerBi.service.Service,
  emulatorOrigin: string | null,
): EmbedPort {
  const validators = pbi.models as unknown as ConfigValidators;
  const cleanup = serviceCleanup(service);
  return {
    validators,
    bootstrap(element: HTMLElement, config: BootstrapConfig) {
      cleanup.track(element, () => {
        if (emulatorOrigin && config.embedUrl)
          embedWithOwnFrame(pbi, service, element, config as EmbedConfig, emulatorOrigin, true);
        else service.bootstrap(element, config as PowerBi.IEmbedConfiguration);
      });
    },
    embed(element: HTMLElement, config: EmbedConfig) {
      const existing = (element as PowerBi.service.IPowerBiElement).powerBiEmbed;
      const component = cleanup.track(element, () =>
        emulatorOrigin && !existing
          ? embedWithOwnFrame(pbi, service, element, config, emulatorOrigin, false)
          : service.embed(element, config as PowerBi.IEmbedConfiguration),
      );
      return handleFor(pbi, component);
    },
    reset(element: HTMLElement) {
      cleanup.reset(element);
    },
  };
}
