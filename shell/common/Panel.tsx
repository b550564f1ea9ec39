import type { ReactNode } from 'react';

interface PanelProps {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
  headingLevel?: 1 | 2;
}

/** A titled surface for the initial screens (antd's Card would pull Tabs and Skeleton into the first download). */
export function Panel({ title, extra, className, children, headingLevel = 1 }: PanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={`panel${className ? ` ${className}` : ''}`}>
      {title || extra ? (
        <header className="panel-header">
          {title ? <Heading className="card-title">{title}</Heading> : null}
          {extra ? <div className="panel-extra">{extra}</div> : null}
        </header>
      ) : null}
      <div className="panel-body">{children}</div>
    </section>
  );
}
