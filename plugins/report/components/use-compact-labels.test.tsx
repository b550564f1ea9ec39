import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { TITLE_MIN_WIDTH, useCompactLabels } from './use-compact-labels';

const widths = { bar: 1000, title: 400 };
let notify: (() => void) | null = null;

class FakeResizeObserver {
  constructor(callback: () => void) { notify = callback; }
  observe() { /* the test calls notify itself */ }
  disconnect() { notify = null; }
}

function Probe() {
  const bar = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLDivElement>(null);
  const compact = useCompactLabels(bar, title, 'en');
  return <div ref={bar} data-compact={String(compact)}><div ref={title} /></div>;
}

beforeEach(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
    const width = this.dataset.compact !== undefined ? widths.bar : widths.title;
    return { width, height: 32, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 32, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

describe('useCompactLabels', () => {
  it('drops the labels when the title is squeezed, and brings them back only once clearly wider', () => {
    const { container } = render(<Probe />);
    const state = () => (container.firstChild as HTMLElement).dataset.compact;
    expect(state()).toBe('false');
    Object.assign(widths, { bar: 900, title: TITLE_MIN_WIDTH - 1 });
    act(() => notify?.());
    expect(state()).toBe('true');
    // Icons only leave the title room, but a little more width is not enough to try labels again.
    Object.assign(widths, { bar: 920, title: 500 });
    act(() => notify?.());
    expect(state()).toBe('true');
    Object.assign(widths, { bar: 1000, title: 500 });
    act(() => notify?.());
    expect(state()).toBe('false');
  });
});
