import { useEffect, useState } from 'react';

const queryOf = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether a CSS media query matches now, updated as it changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => queryOf(query)?.matches ?? false);
  useEffect(() => {
    const list = queryOf(query);
    if (!list) return undefined;
    setMatches(list.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
