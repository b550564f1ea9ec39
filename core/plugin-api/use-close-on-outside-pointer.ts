import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a pointer pressed outside every one of `inside` calls `close` (a popup and its button, a tray and
 * its bell). Listened to in the capture phase, so a press on something that stops the event still closes.
 */
export function useCloseOnOutsidePointer(
  open: boolean,
  inside: readonly RefObject<HTMLElement | null>[],
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!inside.some((ref) => ref.current?.contains(target))) close();
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
    // `inside` holds refs, stable for the component's life: not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [open, close]);
}
