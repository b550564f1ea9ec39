import Alert from 'antd/es/alert';
import type { HttpFailure } from '../call-failure';
import { CallFailure } from './CallFailure';

export interface LoadFailedAlertProps {
  /** The plugin's own words for what could not be loaded. */
  title: string;
  /** The failed call, when there is one: what happened and the way forward beneath the title. */
  failure: Pick<HttpFailure, 'status' | 'reason'> | null | undefined;
  onRetry: () => void;
}

/** A view's "could not load" state: an error alert with the plugin's title and, beneath it, the call's failure. */
export function LoadFailedAlert({ title, failure, onRetry }: LoadFailedAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      role="alert"
      description={failure ? <CallFailure result={failure} onRetry={onRetry} /> : undefined}
    />
  );
}
