import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MenuLink } from '../layout/menu-links';
import { Panel } from '../../core/plugin-api';

export function TargetButton({ link, children, primary, missing }: { link: MenuLink | null; children: ReactNode; primary?: boolean; missing?: string }) {
  if (!link || link.kind === 'none') return missing ? <p className="muted">{missing}</p> : null;
  if (link.kind === 'route') {
    return <Link to={link.to} className={primary ? 'welcome-link welcome-link-primary' : 'welcome-link'}>{children}</Link>;
  }
  return (
    <a href={link.href} target={link.newTab ? '_blank' : undefined} rel="noopener noreferrer" className="welcome-link">
      {children}
    </a>
  );
}

export function Tile({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <Panel className="welcome-tile">
      <div className="welcome-tile-icon" aria-hidden="true">{icon}</div>
      <h2 className="welcome-tile-title">{title}</h2>
      <p>{text}</p>
      {children}
    </Panel>
  );
}
