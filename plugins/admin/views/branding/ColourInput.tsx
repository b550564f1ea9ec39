import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { isHexColour } from '../../../../core/plugin-api';

export interface ColourInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The native picker's accessible name. */
  pickerLabel: string;
}

/** A #rrggbb colour: typed or pasted as text, or picked with the browser's colour picker. */
export function ColourInput({ id, value = '', onChange, pickerLabel }: ColourInputProps) {
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 260 }}>
      <input
        type="color"
        aria-label={pickerLabel}
        value={isHexColour(value) ? value.toLowerCase() : '#ffffff'}
        onChange={(e) => onChange?.(e.target.value)}
        style={{
          width: 44,
          minWidth: 44,
          height: 32,
          padding: 2,
          border: '1px solid #d9d9d9',
          borderRadius: '6px 0 0 6px',
          background: 'transparent',
          cursor: 'pointer',
        }}
      />
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value.trim())}
        placeholder="#1f5fa8"
        maxLength={7}
        autoComplete="off"
        spellCheck={false}
      />
    </Space.Compact>
  );
}
