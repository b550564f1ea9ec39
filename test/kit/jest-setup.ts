import 'reflect-metadata';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// Lazy screens import antd's CommonJS build on first use, which can take more than the default 1 s here.
configure({ asyncUtilTimeout: 8000 });

// jsdom lacks these; react-router and antd need them.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
}

// antd's Form schedules work through MessageChannel, which jsdom lacks; a timer-based stand-in is enough here.
if (typeof globalThis.MessageChannel === 'undefined') {
  class PortStub {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    peer: PortStub | null = null;
    postMessage(data: unknown) {
      const peer = this.peer;
      setTimeout(() => peer?.onmessage?.({ data }), 0);
    }
    start() {}
    close() {}
    addEventListener() {}
    removeEventListener() {}
  }
  class MessageChannelStub {
    port1 = new PortStub();
    port2 = new PortStub();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}

// jsdom implements no pseudo-element styles; antd's Table asks for them when it measures the scrollbar.
if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
}

// antd injects its CSS-in-JS styles into the document; jsdom's getComputedStyle (run by user-event and
// jest-dom on every query) walks every one of those rules, which made dialog tests take seconds per click.
// Component tests assert structure, text, roles and state, not antd's visual styling, so nothing is injected.
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  const actual = jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS');
  const detached = () => document.createElement('style');
  return { ...actual, updateCSS: detached, injectCSS: detached };
});
