import { useEffect, useState } from 'react';

const NARROW = '(max-width: 640px)';
const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

/** A phone-sized content area: the list shows one column per event instead of three. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const list = query();
    if (!list) return undefined;
    const update = () => setNarrow(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return narrow;
}
