import type * as PowerBi from 'powerbi-client';
import type { EmbedConfig } from './embed-port';

type PowerBiModule = typeof PowerBi;
type Service = PowerBi.service.Service;
type Embed = PowerBi.Embed;

/**
 * The demo-only adapter. powerbi-client refuses embed URLs outside Microsoft's hosts when it creates the
 * iframe itself, but not when the component is given an iframe the caller created. Reports and visuals take
 * that iframe as a constructor argument (marked hidden in the client's API); dashboards and tiles have no
 * such argument, so they are constructed from a subclass whose `iframe` accessor keeps the caller's frame.
 * Used only when the public settings declare an analytics emulator; pinned by emulator-frame.test.ts.
 */
export function toEmulatorUrl(embedUrl: string, emulatorOrigin: string): string {
  const source = new URL(embedUrl, document.baseURI);
  const origin = emulatorOrigin.replace(/\/+$/, '');
  return `${origin}/emulator${source.pathname}${source.search}`;
}

function randomId(): string {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

function frameUrl(embedUrl: string, uniqueId: string, settings: Record<string, unknown> | undefined): string {
  const url = new URL(embedUrl, document.baseURI);
  url.searchParams.set('uid', uniqueId);
  const locale = settings?.localeSettings as { language?: string; formatLocale?: string } | undefined;
  if (locale?.language) url.searchParams.set('language', locale.language);
  if (locale?.formatLocale) url.searchParams.set('formatLocale', locale.formatLocale);
  return url.toString();
}

type ComponentClass = new (
  service: Service,
  element: HTMLElement,
  config: EmbedConfig,
  phasedRender?: boolean,
  isBootstrap?: boolean,
) => Embed;

const ownFrameClasses = new WeakMap<
  ComponentClass,
  { cls: ComponentClass; hold: (frame: HTMLIFrameElement | null) => void }
>();

function withOwnFrame(base: ComponentClass) {
  const known = ownFrameClasses.get(base);
  if (known) return known;
  let pending: HTMLIFrameElement | null = null;
  const frames = new WeakMap<object, HTMLIFrameElement>();
  class OwnFrame extends (base as unknown as new (...args: unknown[]) => object) {}
  Object.defineProperty(OwnFrame.prototype, 'iframe', {
    configurable: true,
    get(this: object) {
      return frames.get(this) ?? pending ?? undefined;
    },
    set(this: object, value: HTMLIFrameElement | undefined) {
      if (value) frames.set(this, value);
    },
  });
  const entry = {
    cls: OwnFrame as unknown as ComponentClass,
    hold: (frame: HTMLIFrameElement | null) => {
      pending = frame;
    },
  };
  ownFrameClasses.set(base, entry);
  return entry;
}

export function embedWithOwnFrame(
  pbi: PowerBiModule,
  service: Service,
  element: HTMLElement,
  config: EmbedConfig,
  emulatorOrigin: string,
  isBootstrap: boolean,
): Embed {
  const embedUrl = config.embedUrl ? toEmulatorUrl(config.embedUrl, emulatorOrigin) : undefined;
  if (!embedUrl) throw new Error('Embed URL is required');
  const uniqueId = typeof config.uniqueId === 'string' && config.uniqueId ? config.uniqueId : randomId();
  const iframe = document.createElement('iframe');
  iframe.style.width = '100%';
  iframe.style.height = '100%';
  iframe.style.border = '0';
  iframe.setAttribute('scrolling', 'no');
  iframe.setAttribute('allowfullscreen', 'true');
  iframe.src = frameUrl(embedUrl, uniqueId, config.settings);
  element.replaceChildren(iframe);
  const componentConfig = { ...config, embedUrl, uniqueId };
  const type = config.type.toLowerCase();
  let component: Embed;
  if (type === 'report' || type === 'visual') {
    const Component = type === 'visual' ? pbi.Visual : pbi.Report;
    component = new Component(service, element, componentConfig, false, isBootstrap, iframe);
  } else if (type === 'dashboard' || type === 'tile') {
    const { cls, hold } = withOwnFrame((type === 'dashboard' ? pbi.Dashboard : pbi.Tile) as unknown as ComponentClass);
    hold(iframe);
    try {
      component = new cls(service, element, componentConfig, false, isBootstrap);
      component.iframe = iframe;
    } finally {
      hold(null);
    }
  } else {
    throw new Error('Wrong embed type!');
  }
  (element as PowerBi.service.IPowerBiElement).powerBiEmbed = component;
  service.addOrOverwriteEmbed(component, element);
  return component;
}
