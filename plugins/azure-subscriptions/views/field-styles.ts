import type { CSSProperties } from 'react';

export const fieldStyle: CSSProperties = { marginBottom: 16 };
export const labelStyle: CSSProperties = { display: 'block', marginBottom: 4, fontWeight: 500 };
export const hintStyle: CSSProperties = {
  display: 'block',
  marginTop: 4,
  color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.65))',
};

/**
 * A field's error text. The wizard is a dialog outside the themed page, so the colour follows the theme here:
 * both meet WCAG AA on the dialog's background (antd's own error red does not in the dark theme).
 */
export const errorStyle = (dark: boolean): CSSProperties => ({
  display: 'block',
  marginTop: 4,
  color: dark ? '#ff7875' : '#a8071a',
});
