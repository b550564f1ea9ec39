import type { ReactNode } from 'react';
import { FieldError } from '../../../core/plugin-api/components';

export interface EditorFieldProps {
  id: string;
  label: string;
  /** Help beneath the control; the error, when there is one, comes first. */
  help?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

/** A labelled control of the report editor with its help and error beneath it (tied by aria-describedby ids `${id}-help`). */
export function EditorField({ id, label, help, error, children }: EditorFieldProps) {
  return (
    <div style={{ marginBottom: 16, maxWidth: '100%' }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {label}
      </label>
      {children}
      {error || help ? (
        <div id={`${id}-help`} style={{ marginTop: 4 }}>
          {error ? <FieldError role="alert" text={error} /> : null}
          {help ? <div className="muted">{help}</div> : null}
        </div>
      ) : null}
    </div>
  );
}
