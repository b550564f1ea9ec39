import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { TITLE_MIN_WIDTH, useCompactLabels } from './use-compact-labels';

// The title's width at each label level, as the browser would lay it out: dropping labels gives it room.
const layout = { bar: 1000, titleAtLevel: [400, 500, 600] };
let notify: (() => void) | null = null;

class FakeResizeObserver {
  constructor(callback: () => void) {
    notify = callback;
  }
  observe() {
    /* the test calls notify itself */
  }
  disconnect() {
    notify = null;
  }
}

function Probe({ language = 'en' }: { language?: string }) {
  const bar = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLDivElement>(null);
  const level = useCompactLabels(bar, title, language);
  return (
    <div ref={bar} data-level={level}>
      <div ref={title} />
    </div>
  );
}

beforeEach(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
    const level = Number((this.dataset.level ?? (this.parentElement as HTMLElement).dataset.level) || 0);
    const width = this.dataset.level !== undefined ? layout.bar : layout.titleAtLevel[level];
    return { width, height: 32, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 32, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function resize(bar: number, titleAtLevel: number[]) {
  Object.assign(layout, { bar, titleAtLevel });
  act(() => notify?.());
}

describe('useCompactLabels', () => {
  it("drops the commands' labels first and keeps the others where that makes room", () => {
    const { container } = render(<Probe />);
    const level = () => (container.firstChild as HTMLElement).dataset.level;
    expect(level()).toBe('0');
    resize(900, [TITLE_MIN_WIDTH - 1, TITLE_MIN_WIDTH + 100, TITLE_MIN_WIDTH + 200]);
    expect(level()).toBe('1');
  });

  it("drops every label when the commands' icons alone do not make room", () => {
    const { container } = render(<Probe />);
    const level = () => (container.firstChild as HTMLElement).dataset.level;
    resize(700, [TITLE_MIN_WIDTH - 100, TITLE_MIN_WIDTH - 1, TITLE_MIN_WIDTH + 50]);
    expect(level()).toBe('2');
  });

  it('brings labels back a step at a time, only once the toolbar is clearly wider than where they went', () => {
    const { container } = render(<Probe />);
    const level = () => (container.firstChild as HTMLElement).dataset.level;
    resize(900, [TITLE_MIN_WIDTH - 1, TITLE_MIN_WIDTH + 10, 400]);
    expect(level()).toBe('1');
    resize(800, [TITLE_MIN_WIDTH - 100, TITLE_MIN_WIDTH - 1, 400]);
    expect(level()).toBe('2');
    // A little more width is not enough to try labels again.
    resize(820, [TITLE_MIN_WIDTH + 40, TITLE_MIN_WIDTH + 60, 400]);
    expect(level()).toBe('2');
    resize(860, [TITLE_MIN_WIDTH + 40, TITLE_MIN_WIDTH + 80, 400]);
    expect(level()).toBe('1');
    resize(960, [TITLE_MIN_WIDTH + 60, TITLE_MIN_WIDTH + 160, 400]);
    expect(level()).toBe('0');
  });

  it('measures nothing while the toolbar is not laid out', () => {
    const { container } = render(<Probe />);
    const level = () => (container.firstChild as HTMLElement).dataset.level;
    resize(0, [0, 0, 0]);
    expect(level()).toBe('0');
  });

  it('starts again from every label when the language changes', () => {
    const { container, rerender } = render(<Probe />);
    const level = () => (container.firstChild as HTMLElement).dataset.level;
    resize(700, [TITLE_MIN_WIDTH - 100, TITLE_MIN_WIDTH - 1, TITLE_MIN_WIDTH + 50]);
    expect(level()).toBe('2');
    Object.assign(layout, { bar: 1000, titleAtLevel: [400, 500, 600] });
    rerender(<Probe language="nl" />);
    expect(level()).toBe('0');
  });
});
