import Input from 'antd/es/input';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
}

/** A labelled text setting of the designer. */
export function Setting({ id, label, value, onChange, multiline }: Props) {
  return (
    <div className="designer-setting">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <Input.TextArea id={id} rows={2} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input id={id} size="large" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}
