import type { ReactNode } from 'react';
import './panel.css';

export interface PanelProps {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
  headingLevel?: 1 | 2;
}

/**
 * A titled surface without antd, for the shell's first screens and for plugin views registered with
 * `usesAntd: false` (antd's Card would pull Tabs, Menu and Skeleton and antd's style engine into the first screen).
 */
export function Panel({ title, extra, className, children, headingLevel = 1 }: PanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={`panel${className ? ` ${className}` : ''}`}>
      {title || extra ? (
        // A div, not <header>: a header is a page's banner landmark to some assistive technology whatever it sits in.
        <div className="panel-header">
          {title ? <Heading className="card-title">{title}</Heading> : null}
          {extra ? <div className="panel-extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="panel-body">{children}</div>
    </section>
  );
}
