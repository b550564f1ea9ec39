import type { ReactNode } from 'react';
import { layout } from './layout';

interface AdminPageHeadProps {
  /** The id the page's section is labelled by. */
  titleId: string;
  title: string;
  /** The paragraph under the title that says what the page is for. */
  intro?: string;
  /** What the page offers beside its title (a button, a download). */
  children?: ReactNode;
}

/** The head of an administration page: its title with the page's actions beside it, then its intro. */
export function AdminPageHead({ titleId, title, intro, children }: AdminPageHeadProps) {
  return (
    <>
      <div style={layout.head}>
        <h1 id={titleId} style={layout.title}>
          {title}
        </h1>
        {children}
      </div>
      {intro ? <p>{intro}</p> : null}
    </>
  );
}
