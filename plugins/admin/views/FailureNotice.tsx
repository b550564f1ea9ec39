import Alert from 'antd/es/alert';
import type { HttpFailure } from '../../../core/plugin-api';
import { CallFailure } from '../../../core/plugin-api/components';

/** What could not be done (the plugin's words), the server's reason for a refusal, and the way forward. */
export function FailureNotice({
  title,
  failure,
  onRetry,
}: {
  title: string;
  failure: HttpFailure;
  onRetry?: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={<CallFailure result={failure} onRetry={onRetry} />}
      style={{ marginBottom: 16 }}
    />
  );
}
