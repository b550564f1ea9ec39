import { useEffect } from 'react';

/**
 * While there are unsaved changes: the browser asks before the tab is closed or reloaded, and a click on a link
 * to another page of the portal asks first (the portal's router cannot hold a navigation back itself).
 */
export function useLeaveWarning(unsaved: boolean, question: string): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = question;
    };
    const linkClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || event.defaultPrevented) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Capture: before the router's own click handler turns the click into a navigation.
    document.addEventListener('click', linkClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', linkClick, true);
    };
  }, [unsaved, question]);
}
