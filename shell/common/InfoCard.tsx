import type { ReactNode } from 'react';
import { Panel } from '../../core/plugin-api';

/** A titled card for states such as 'No data received' or 'Page not found'. */
export function InfoCard({
  title,
  children,
  tone = 'info',
}: {
  title: ReactNode;
  children?: ReactNode;
  tone?: 'info' | 'warning' | 'error';
}) {
  return (
    <Panel className={`info-card info-card-${tone}`} title={title}>
      <div role={tone === 'error' ? 'alert' : undefined}>{children}</div>
    </Panel>
  );
}
