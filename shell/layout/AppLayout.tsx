import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const SIDE_BAR_KEY = 'msp-portal.side-bar-open';

function initialSideBarOpen(): boolean {
  try {
    const stored = window.localStorage.getItem(SIDE_BAR_KEY);
    if (stored !== null) return stored === 'true';
  } catch {
    /* storage unavailable */
  }
  return typeof window.matchMedia !== 'function' || !window.matchMedia('(max-width: 768px)').matches;
}

/** The signed-in frame: top bar, side menu and content; `embedded` (embed=true) shows the content only. */
export const AppLayout = observer(function AppLayout({ children, embedded }: { children: ReactNode; embedded: boolean }) {
  const [open, setOpen] = useState(initialSideBarOpen);
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
  if (embedded) return <main className="app-content app-content-embedded">{children}</main>;
  return (
    <div className="app-layout">
      <header className="app-header">
        <TopBar signedIn sideBarOpen={open} onToggleSideBar={toggle} />
      </header>
      <div className="app-body">
        <aside id="portal-side-bar" className="app-sider" hidden={!open}>
          {open ? <SideMenu /> : null}
        </aside>
        <main className="app-content">{children}</main>
      </div>
    </div>
  );
});

/** The signed-out frame (/register, /logout): the top bar with sign-in and register, no side menu. */
export function SignedOutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-layout app-layout-document">
      <header className="app-header">
        <TopBar signedIn={false} />
      </header>
      <main className="app-content app-content-narrow">{children}</main>
    </div>
  );
}
