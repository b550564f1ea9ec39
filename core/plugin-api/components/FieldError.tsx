import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';

export interface FieldErrorProps {
  /** The id the field names in its aria-describedby (none for a message about the whole form). */
  id?: string;
  text: string;
  /** 'alert' when the message appears while the user types (announced at once). */
  role?: 'alert';
}

/**
 * A field's message: the text in the theme's own text colour (readable on light and dark), the theme's danger
 * mark beside it so it does not rely on colour alone. Give the field `aria-describedby={id}`.
 */
export function FieldError({ id, text, role }: FieldErrorProps) {
  return (
    <div id={id} role={role} className="field-error">
      <ExclamationCircleFilled aria-hidden className="field-error-mark" />
      <span>{text}</span>
    </div>
  );
}
