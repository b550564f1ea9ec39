import type { CSSProperties } from 'react';

/** Shared layout of the admin screens (spacing only: colours come from antd's tokens and the theme). */
export const layout = {
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 12,
    alignItems: 'center',
    justifyContent: 'space-between',
    marginBottom: 16,
  },
  title: { fontSize: 20, margin: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 },
  filter: { flex: '1 1 200px', maxWidth: 320, minWidth: 0 },
  inlineLabel: { display: 'flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' },
  rowActions: { display: 'flex', flexWrap: 'wrap', gap: 8 },
  footer: { display: 'flex', gap: 8, justifyContent: 'flex-end' },
  // Wide tables scroll inside this box, never the page.
  table: { maxWidth: '100%', overflowX: 'auto' },
  section: { minWidth: 0 },
} satisfies Record<string, CSSProperties>;
