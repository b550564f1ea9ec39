import type { ReactNode } from 'react';

type Tone = 'success' | 'error' | 'warning' | 'info';

const GLYPH: Record<Tone, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

/** A coloured message box; errors are announced (role alert), other tones politely (role status). */
export function Notice({ tone, title, children }: { tone: Tone; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="notice-glyph" aria-hidden="true">
        {GLYPH[tone]}
      </span>
      <div>
        <div className="notice-title">{title}</div>
        {children ? <div className="notice-body">{children}</div> : null}
      </div>
    </div>
  );
}
