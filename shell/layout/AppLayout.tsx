import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ACCESSIBILITY_PATH } from '../pages/accessibility/path';
import { DeletionBanner } from './DeletionBanner';
import { RunAsBanner } from './RunAsBanner';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { WizardHost } from '../wizard/WizardHost';

const SIDE_BAR_KEY = 'msp-portal.side-bar-open';
/** At this width and below the side bar lies over the content (styles.css) and starts closed. */
const NARROW = '(max-width: 768px)';

const narrowQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

function initialSideBarOpen(): boolean {
  // A narrow screen starts with the content: the stored choice is a wide screen's.
  if (narrowQuery()?.matches) return false;
  try {
    const stored = window.localStorage.getItem(SIDE_BAR_KEY);
    if (stored !== null) return stored === 'true';
  } catch {
    /* storage unavailable */
  }
  return true;
}

/**
 * On a narrow screen the side bar covers the content, so it closes when the window becomes narrow (a phone
 * turned, a window made smaller) and after each navigation; a wide screen keeps the reader's choice.
 */
function useNarrowScreenClosesSideBar(close: () => void): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const query = narrowQuery();
    if (!query) return undefined;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [close]);
  useEffect(() => {
    if (narrowQuery()?.matches) close();
  }, [pathname, close]);
}

/** On a narrow screen the open side bar is a drawer over the content: Escape closes it, the focus goes to its toggle. */
function useEscapeClosesNarrowSideBar(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !narrowQuery()?.matches) return;
      close();
      document.querySelector<HTMLElement>('.side-bar-toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);
}

/**
 * The signed-in frame: top bar, the run-as notice while viewing as another user, the scheduled-deletion notice
 * when the account has a deletion date, side menu
 * and content; `embedded` (embed=true) shows the content only (a host page frames it, with its own chrome);
 * `busy` while the content cannot show yet (the plugins are still loading).
 */
export const AppLayout = observer(function AppLayout({
  children,
  embedded,
  busy = false,
}: {
  children: ReactNode;
  embedded: boolean;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(initialSideBarOpen);
  const main = useRef<HTMLElement>(null);
  useNarrowScreenClosesSideBar(useCallback(() => setOpen(false), []));
  useEscapeClosesNarrowSideBar(
    open,
    useCallback(() => setOpen(false), []),
  );
  const toggle = () => {
    setOpen((value) => {
      try {
        window.localStorage.setItem(SIDE_BAR_KEY, String(!value));
      } catch {
        /* storage unavailable */
      }
      return !value;
    });
  };
  const closeNarrow = () => {
    if (narrowQuery()?.matches) setOpen(false);
  };
  if (embedded)
    return (
      <main className="app-content app-content-embedded" aria-busy={busy}>
        {children}
      </main>
    );
  return (
    <div className="app-layout">
      <header className="app-header">
        <TopBar signedIn sideBarOpen={open} onToggleSideBar={toggle} />
      </header>
      <RunAsBanner />
      <DeletionBanner onHidden={() => main.current?.focus()} />
      <div className="app-body">
        <aside id="portal-side-bar" className="app-sider" hidden={!open}>
          {open ? <SideMenu /> : null}
          {/* Beneath the spec's menu, not in it (nor in the account menu, which offers settings and sign out). */}
          {open ? <AccessibilityLink /> : null}
        </aside>
        {/* On a narrow screen the open side bar covers the content: a tap beside it closes it. */}
        {open ? <div className="side-bar-backdrop" aria-hidden="true" onClick={closeNarrow} /> : null}
        {/* tabIndex -1: the focus can land here (not by Tab) when the element that had it goes away. */}
        <main ref={main} className="app-content" tabIndex={-1} aria-busy={busy}>
          {children}
        </main>
      </div>
      <WizardHost />
    </div>
  );
});

/**
 * The signed-out frame (/register, /logout, and "not authorized"): the top bar with sign-in and register, no side
 * menu, and a footer line to the accessibility statement (signed in, it sits at the foot of the side bar). An administrator viewing the portal as someone not authorized lands here too: the run-as notice gives
 * them their way back.
 */
export function SignedOutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-layout app-layout-document">
      <header className="app-header">
        <TopBar signedIn={false} />
      </header>
      <RunAsBanner />
      <main className="app-content app-content-narrow">{children}</main>
      <footer className="app-footer">
        <AccessibilityLink />
      </footer>
    </div>
  );
}

/** The way to the accessibility statement, on every page with the portal's chrome (never with embed=true). */
function AccessibilityLink() {
  const { t } = useTranslation();
  return (
    <p className="accessibility-link">
      <Link to={ACCESSIBILITY_PATH}>{t('accessibility.link')}</Link>
    </p>
  );
}
