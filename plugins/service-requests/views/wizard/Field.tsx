import type { ReactNode } from 'react';
import { FieldError } from '../../../../core/plugin-api/components';

interface Props {
  id: string;
  label: string;
  hint?: string;
  /** The problem, shown once the user has left the field or tried to go on. */
  problem?: string | null;
  children: ReactNode;
}

/** A labelled field with its hint and its problem, tied to the control for screen readers. */
export function Field({ id, label, hint, problem, children }: Props) {
  return (
    <div className="service-request-field" style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} style={{ display: 'block', fontSize: 13, marginBottom: 4, opacity: 0.85 }}>
          {hint}
        </span>
      ) : null}
      {children}
      {problem ? <FieldError id={`${id}-problem`} role="alert" text={problem} /> : null}
    </div>
  );
}

/** aria-describedby for a field with a hint and maybe a problem. */
export const describedBy = (id: string, hint: boolean, problem: boolean) =>
  [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
