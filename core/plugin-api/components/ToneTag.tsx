import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';

/** A status tag's tone: a status token of the theme, or the customer's brand colour. */
export type TagTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral' | 'brand';

export interface ToneTagProps {
  tone: TagTone;
  /** The word (never colour alone). */
  children: ReactNode;
  /** An icon before the word, aria-hidden. */
  icon?: ReactNode;
  /** Extra attributes a test or stylesheet may read, e.g. `{ 'data-status': 'paid' }`. */
  data?: Record<`data-${string}`, string>;
}

/**
 * antd's Tag in the theme's colours (the `portal-tag` classes of the shell's stylesheet): follows the light, teal
 * and dark themes and the customer's brand, and keeps WCAG AA contrast in each.
 */
export function ToneTag({ tone, children, icon, data }: ToneTagProps) {
  return (
    <Tag className={`portal-tag portal-tag-${tone}`} icon={icon} {...data}>
      {children}
    </Tag>
  );
}
