import { createToken } from '../../plugin-api';

/** What core needs from the browser, so tests can replace it. */
export interface Browser {
  fetch(input: string, init?: RequestInit): Promise<Response>;
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly document: Document;
  /** navigator.languages (or [navigator.language]). */
  readonly languages: readonly string[];
  reload(): void;
  /** A full-page navigation (server routes such as /account/login). */
  assign(url: string): void;
}
export const Browser = createToken<Browser>('core.browser');

export function realBrowser(): Browser {
  return {
    fetch: (input, init) => window.fetch(input, init),
    storage: safeStorage(),
    document: window.document,
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
    reload: () => window.location.reload(),
    assign: (url) => window.location.assign(url),
  };
}

/** localStorage can throw (privacy modes, sandboxed frames): fall back to memory. */
function safeStorage(): Browser['storage'] {
  try {
    const probe = '__portal_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}
