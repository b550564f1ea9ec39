import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';

/**
 * A field's message: the text in the theme's own text colour (readable on light and dark), the red mark beside it
 * so it does not rely on colour alone.
 */
export function FieldError({ id, text, role }: { id: string; text: string; role?: 'alert' }) {
  return (
    <div id={id} role={role} style={{ display: 'flex', gap: 6, alignItems: 'baseline', marginTop: 6, color: 'var(--portal-text, inherit)' }}>
      <ExclamationCircleFilled aria-hidden style={{ color: '#e5484d', flex: 'none' }} />
      <span>{text}</span>
    </div>
  );
}
