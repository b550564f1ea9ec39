import { useEffect, useRef, useState, type CSSProperties } from 'react';

const TITLE_STYLE: CSSProperties = {
  margin: 0,
  fontSize: 18,
  lineHeight: '32px',
  fontWeight: 600,
  color: 'var(--portal-text)',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
};

/**
 * The item's title on one line, cut with an ellipsis, the whole title in the browser's tooltip when cut. A
 * plain heading rather than antd's Typography or Tooltip, which bring antd's Input, TextArea, popup and form
 * libraries onto every report page.
 */
export function ToolbarTitle({ title }: { title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setCut(element.scrollWidth > element.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [title]);
  return (
    <h1 ref={ref} className="report-toolbar__title" style={TITLE_STYLE} title={cut ? title : undefined}>
      {title}
    </h1>
  );
}
