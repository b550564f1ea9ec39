import Spin from 'antd/es/spin';
import { observer } from 'mobx-react-lite';
import { useRef, type ReactNode } from 'react';
import type { HttpFailure } from '../call-failure';
import { LoadFailedAlert } from './LoadFailedAlert';

/** A list's (or a page's) loading state: antd's spinner with the plugin's words, holding the place of what comes. */
export function ListLoading({ text, minHeight = 120 }: { text: string; minHeight?: number }) {
  return (
    <Spin description={text}>
      <div style={{ minHeight }} />
    </Spin>
  );
}

/** The load states of a plugin's list store. */
export type ListLoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** What ListState reads of a plugin's list store. */
export interface ListSource {
  /** 'idle' and 'loading' until the first answer, 'failed' when it did not succeed, 'loaded' after. */
  readonly loadState: ListLoadState;
  readonly loadFailure: Pick<HttpFailure, 'status' | 'reason'> | null | undefined;
  /** Loads again ("Try again"). */
  load(): unknown;
}

export interface ListStateProps {
  source: ListSource;
  loadingText: string;
  /** The plugin's own words for what could not be loaded. */
  failedTitle: string;
  /** Above the list while it loads and once it is there, not after a failure: search, filters. */
  controls?: ReactNode;
  /** When set, the loaded list has nothing to show (for the search or at all): this text instead of the list. */
  emptyText?: string | null;
  /**
   * A load after the first answer (another page, filter or sort the server applies) keeps the list in place
   * instead of the loading text: give the table `loading` to show it is on its way.
   */
  reloadInPlace?: boolean;
  /** The loaded list. */
  children: ReactNode;
}

/**
 * The list page's scaffolding: loading, then the list (or its empty text), or the failure with its way forward
 * (sign in again for an expired session, the home page for no access or not found, "Try again" for a passing
 * problem: LoadFailedAlert's), so every plugin's list shows the same states. An observer: it follows the store.
 */
export const ListState = observer(function ListState({
  source,
  loadingText,
  failedTitle,
  controls,
  emptyText,
  reloadInPlace = false,
  children,
}: ListStateProps) {
  const phase = source.loadState;
  const answered = useRef(false);
  if (phase === 'loaded') answered.current = true;
  const waiting = phase === 'idle' || (phase === 'loading' && !(reloadInPlace && answered.current));
  if (phase === 'failed') {
    return <LoadFailedAlert title={failedTitle} failure={source.loadFailure} onRetry={() => void source.load()} />;
  }
  return (
    <>
      {controls}
      {waiting ? <ListLoading text={loadingText} /> : emptyText ? <p className="muted">{emptyText}</p> : children}
    </>
  );
});
