/**
 * Resolves once the browser has put the next frame on screen: the second animation frame starts after the
 * first one's paint (a single one runs before it). React renders the frame from the store updates just
 * before, so this waits for that render too. A hidden tab runs no animation frames: the timeout keeps the
 * start from hanging there.
 */
export function afterNextPaint(timeoutMs = 300): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(fallback);
      resolve();
    };
    const fallback = window.setTimeout(done, timeoutMs);
    window.requestAnimationFrame(() => window.requestAnimationFrame(() => window.setTimeout(done, 0)));
  });
}
