import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MenuLink } from '../layout/menu-links';
import { Panel } from '../../core/plugin-api';

/**
 * A card's way to a screen. Without a target it shows nothing, or, given `missing`, its label as unavailable
 * (not a link) with the reason, so the card keeps its wording.
 */
export function TargetButton({
  link,
  children,
  primary,
  missing,
}: {
  link: MenuLink | null;
  children: ReactNode;
  primary?: boolean;
  missing?: string;
}) {
  const reasonId = useId();
  if (!link || link.kind === 'none') {
    if (!missing) return null;
    return (
      <div className="welcome-target-unavailable">
        <span
          role="link"
          aria-disabled="true"
          aria-describedby={reasonId}
          className={
            primary
              ? 'welcome-link welcome-link-unavailable welcome-link-primary-unavailable'
              : 'welcome-link welcome-link-unavailable'
          }
        >
          {children}
        </span>
        <p id={reasonId} className="muted">
          {missing}
        </p>
      </div>
    );
  }
  if (link.kind === 'route') {
    return (
      <Link to={link.to} className={primary ? 'welcome-link welcome-link-primary' : 'welcome-link'}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} target={link.newTab ? '_blank' : undefined} rel="noopener noreferrer" className="welcome-link">
      {children}
    </a>
  );
}

export function Tile({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Panel className="welcome-tile">
      <div className="welcome-tile-icon" aria-hidden="true">
        {icon}
      </div>
      <h2 className="welcome-tile-title">{title}</h2>
      <p>{text}</p>
      {children}
    </Panel>
  );
}
