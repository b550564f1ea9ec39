import message from 'antd/es/message';
import { useEffect } from 'react';

export interface ToolbarNotice {
  kind: 'success' | 'error';
  text: string;
}

/**
 * Shows the toolbar's latest notice as an antd message. Its own module: antd's messages (and the notification
 * library behind them) load with the first notice, not with every report. The hook's messages follow the
 * portal's theme (ConfigProvider), unlike the static ones.
 */
export default function ToolbarMessage({ notice }: { notice: ToolbarNotice }) {
  const [messages, holder] = message.useMessage();
  useEffect(() => {
    void messages[notice.kind](notice.text);
  }, [notice, messages]);
  return holder;
}
