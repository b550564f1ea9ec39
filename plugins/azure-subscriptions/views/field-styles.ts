import type { CSSProperties } from 'react';

export const fieldStyle: CSSProperties = { marginBottom: 16 };
export const labelStyle: CSSProperties = { display: 'block', marginBottom: 4, fontWeight: 500 };
export const hintStyle: CSSProperties = {
  display: 'block',
  marginTop: 4,
  color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.65))',
};
