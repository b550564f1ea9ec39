import { useTranslation } from 'react-i18next';
import { callFailureKind, currentPagePath, isRetryable, signInAgainHref, type HttpFailure } from '../call-failure';
import { PLUGIN_API_NAMESPACE } from './PluginSurface';

export interface CallFailureProps {
  /** The failed call's result, as the http client returned it. */
  result: Pick<HttpFailure, 'status' | 'reason'>;
  /** Repeats the call. Offered only for passing failures (no answer, 5xx, an unreadable answer). */
  onRetry?: () => void;
  /** Where "Sign in again" comes back to; default: the page the user is on. */
  returnPath?: string;
}

/**
 * What a plugin's own call ran into and the way forward, in the reader's language: an expired session ->
 * sign in again and come back here; no access or nothing there -> the home page; a passing problem -> Try
 * again, which calls `onRetry`. Put it beneath the plugin's own message about what could not be done.
 */
export function CallFailure({ result, onRetry, returnPath }: CallFailureProps) {
  const { t } = useTranslation(PLUGIN_API_NAMESPACE);
  const kind = callFailureKind(result);
  const status = result.reason === 'http' ? result.status : null;
  return (
    <div className="call-failure" data-failure={kind}>
      <p className="call-failure-what">
        <strong>{t(`callFailure.${kind}.title`)}</strong> {t(`callFailure.${kind}.text`)}
        {status !== null && kind !== 'session-expired' ? <> {t('callFailure.status', { status })}</> : null}
      </p>
      <div className="call-failure-actions">
        {kind === 'session-expired' ? (
          <a className="btn btn-primary" href={signInAgainHref(returnPath ?? currentPagePath())}>
            {t('callFailure.signInAgain')}
          </a>
        ) : null}
        {isRetryable(kind) && onRetry ? (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('callFailure.retry')}
          </button>
        ) : null}
        {kind === 'forbidden' || kind === 'not-found' || kind === 'rejected' ? (
          <a className="btn" href="/">
            {t('callFailure.goHome')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
