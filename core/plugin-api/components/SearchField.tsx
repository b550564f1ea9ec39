import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import Input from 'antd/es/input';
import { useId, type CSSProperties } from 'react';

export interface SearchFieldProps {
  /** The visible label (the field's accessible name). */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** The block's width limit; 360 px by default. */
  maxWidth?: number;
  /** Extra layout for the block (e.g. a flex basis beside other filters). */
  style?: CSSProperties;
}

/** A list's search box: a visible label, a clear button, a touch-sized field. */
export function SearchField({ label, placeholder, value, onChange, maxWidth = 360, style }: SearchFieldProps) {
  const id = useId();
  return (
    <div style={{ marginBottom: 16, maxWidth, ...style }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      <Input
        id={id}
        type="search"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={{ minHeight: 44 }}
      />
    </div>
  );
}
