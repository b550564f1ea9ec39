import Input, { type InputRef } from 'antd/es/input';
import { useEffect, useRef } from 'react';

/**
 * The copy-link fallback's read-only field, selected for Ctrl+C. Its own module: antd's Input (with the form
 * context it reads) loads only when a clipboard write has failed, not with every report.
 */
export default function LinkFallbackField({ id, link }: { id: string; link: string }) {
  const ref = useRef<InputRef>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, [link]);
  return <Input id={id} ref={ref} readOnly value={link} size="small" />;
}
