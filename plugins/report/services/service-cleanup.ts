import type * as PowerBi from 'powerbi-client';

/**
 * What powerbi-client's `service.reset(element)` leaves behind, and this module releases (one instance per
 * service, so per page):
 *
 * - A report (and a visual) registers a router route `/reports/<uniqueId>/eventHooks/:eventName` when it is
 *   constructed. The router adds a message handler to the service's WindowPostMessageProxy for it and never
 *   removes it; that handler's closure keeps the component, so its container element, the removed iframe and
 *   the iframe's load listener stay alive after every report switch.
 * - A request the page sent to a frame (GET /report/pages for the rendered log, a token, a load) that the
 *   frame never answered because it was removed stays in the proxy's table of pending requests for ever,
 *   and with it whatever awaits the answer (again the component).
 *
 * So: `track` records the routes and message handlers the client registers while a component is created on
 * an element; `reset` resets the element through the client, removes those handlers, points those routes at
 * a no-op (the router cannot delete a route; re-registering a path replaces its handler) and forgets the
 * requests still waiting for the removed frame. The client's own message listener on window is never touched:
 * one service per page keeps exactly one.
 *
 * It relies on parts of powerbi-client 2.24 and its message libraries that their type declarations mark
 * private (the proxy's `pendingRequestPromises`, the router reaching the proxy through `addHandler`):
 * service-cleanup.test.ts pins them and fails if an upgrade changes them.
 */
interface MessageHandler {
  test(message: unknown): boolean;
  handle(message: unknown): unknown;
}

interface MessageProxy {
  addHandler(handler: MessageHandler): void;
  removeHandler(handler: MessageHandler): void;
  postMessage(target: Window, message: unknown, origin?: string): Promise<unknown>;
  pendingRequestPromises: Record<string, unknown>;
}

const ROUTE_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type RouteMethod = (typeof ROUTE_METHODS)[number];
type RouteHandler = (request: unknown, response: unknown) => unknown;
type MessageRouter = Record<RouteMethod, (url: string, handler: RouteHandler) => unknown>;

interface Registrations {
  handlers: MessageHandler[];
  routes: { method: RouteMethod; url: string }[];
  /**
   * The component's frame window, taken while the frame is in the document: a view's cleanup may run after
   * React removed its elements, when the frame no longer has a window.
   */
  frames: Window[];
}

/** What a released route answers: what the client answers for an event hook nobody provides. */
const gone: RouteHandler = (_request, response) => {
  (response as { send?: (status: number, body: unknown) => void }).send?.(404, null);
};

/** The id HttpPostMessage puts in a request's headers (the proxy matches the answer by it). */
function requestId(message: unknown): string | null {
  const id = (message as { headers?: { id?: unknown } } | null)?.headers?.id;
  return typeof id === 'string' && id ? id : null;
}

function frameOf(element: HTMLElement): Window | null {
  const component = (element as PowerBi.service.IPowerBiElement).powerBiEmbed as PowerBi.Embed | undefined;
  return component?.iframe?.contentWindow ?? element.querySelector('iframe')?.contentWindow ?? null;
}

export class ServiceCleanup {
  private capturing: Registrations | null = null;
  private readonly registrations = new WeakMap<HTMLElement, Registrations>();
  private readonly requests = new WeakMap<Window, Set<string>>();
  private readonly proxy: MessageProxy;
  private readonly router: MessageRouter;
  private readonly originals: MessageRouter;

  constructor(private readonly service: PowerBi.service.Service) {
    this.proxy = service.wpmp as unknown as MessageProxy;
    this.router = service.router as unknown as MessageRouter;
    const proxy = this.proxy;
    const router = this.router;

    const addHandler = proxy.addHandler.bind(proxy);
    proxy.addHandler = (handler) => {
      addHandler(handler);
      this.capturing?.handlers.push(handler);
    };

    const originals = {} as MessageRouter;
    for (const method of ROUTE_METHODS) {
      const register = router[method].bind(router);
      originals[method] = register;
      router[method] = (url, handler) => {
        this.capturing?.routes.push({ method, url });
        return register(url, handler);
      };
    }
    this.originals = originals;

    const postMessage = proxy.postMessage.bind(proxy);
    proxy.postMessage = (target, message, origin) => {
      const answer = postMessage(target, message, origin);
      const id = requestId(message);
      if (id && target) {
        let ids = this.requests.get(target);
        if (!ids) this.requests.set(target, (ids = new Set()));
        ids.add(id);
        const settled = () => {
          ids.delete(id);
        };
        answer.then(settled, settled);
      }
      return answer;
    };
  }

  /** Runs `create`, which creates (or reloads) the component on `element`, and records what it registers. */
  track<T>(element: HTMLElement, create: () => T): T {
    const outer = this.capturing;
    const captured: Registrations = { handlers: [], routes: [], frames: [] };
    this.capturing = captured;
    try {
      return create();
    } finally {
      this.capturing = outer;
      const known = this.registrations.get(element) ?? { handlers: [], routes: [], frames: [] };
      known.handlers.push(...captured.handlers);
      known.routes.push(...captured.routes);
      const frameWindow = frameOf(element);
      if (frameWindow && !known.frames.includes(frameWindow)) known.frames.push(frameWindow);
      this.registrations.set(element, known);
    }
  }

  /** `service.reset(element)`, then releases what the client kept of the element's component. */
  reset(element: HTMLElement): void {
    const frameWindow = frameOf(element);
    this.service.reset(element);
    const known = this.registrations.get(element);
    this.registrations.delete(element);
    for (const frame of new Set([...(known?.frames ?? []), ...(frameWindow ? [frameWindow] : [])]))
      this.forgetRequests(frame);
    if (known) this.releaseRoutes(known);
  }

  /** Requests the frame of `frameWindow` can no longer answer: nothing keeps waiting for them. */
  private forgetRequests(frameWindow: Window): void {
    const ids = this.requests.get(frameWindow);
    if (!ids) return;
    for (const id of ids) delete this.proxy.pendingRequestPromises[id];
    this.requests.delete(frameWindow);
  }

  private releaseRoutes(known: Registrations): void {
    const replaced: Registrations = { handlers: [], routes: [], frames: [] };
    const outer = this.capturing;
    this.capturing = replaced;
    try {
      for (const { method, url } of known.routes) this.originals[method](url, gone);
    } finally {
      this.capturing = outer;
    }
    for (const handler of [...known.handlers, ...replaced.handlers]) {
      try {
        this.proxy.removeHandler(handler);
      } catch {
        // Already gone: nothing to release.
      }
    }
  }
}

const cleanups = new WeakMap<PowerBi.service.Service, ServiceCleanup>();

/** The one ServiceCleanup of a service (it wraps the service's message layer once). */
export function serviceCleanup(service: PowerBi.service.Service): ServiceCleanup {
  let cleanup = cleanups.get(service);
  if (!cleanup) cleanups.set(service, (cleanup = new ServiceCleanup(service)));
  return cleanup;
}
