import { useEffect, useRef, type ReactNode } from 'react';
import './failure-details.css';

export interface FailureDetailsProps {
  /** What happened, in a few words (shown in bold). */
  title: ReactNode;
  /** What it means and what the user can do. */
  text?: ReactNode;
  /** The way forward: links or buttons (sign in again, Try again, the home page). */
  actions?: ReactNode;
  /** Moves the keyboard focus to the first action when shown (after a retry that failed again). */
  focusFirstAction?: boolean;
}

/**
 * The part of an error card beneath its own message: what happened and the way forward. Announced
 * politely, so that a retry that fails again is heard as well as seen.
 */
export function FailureDetails({ title, text, actions, focusFirstAction = false }: FailureDetailsProps) {
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirstAction) actionsRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [focusFirstAction]);
  return (
    <div className="failure-details" role="status">
      <p className="failure-details-what">
        <strong>{title}</strong>
        {text ? <> {text}</> : null}
      </p>
      {actions ? (
        <div className="failure-details-actions" ref={actionsRef}>
          {actions}
        </div>
      ) : null}
    </div>
  );
}
