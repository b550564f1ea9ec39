import { Component, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LazyComponent } from '../registries';
import { importWithRetry } from './import-with-retry';

export const PLUGIN_API_NAMESPACE = 'plugin-api';

/** Components already downloaded: a surface shown again renders at once, without a loading state. */
const loaded = new WeakMap<object, unknown>();

export interface PluginSurfaceProps<P> {
  /** The plugin's lazy component (a view, a menu section, a wizard step). */
  load: LazyComponent<P>;
  props: P;
  /** Shown while the component's code downloads. */
  fallback?: ReactNode;
  /** A small inline error (top bar, menu) instead of a card. */
  compact?: boolean;
  /** Called once per failure, for the log. */
  onError?: (error: unknown, info?: ErrorInfo) => void;
  /** When this changes, a shown error is cleared (e.g. another action id). */
  resetKey?: unknown;
}

interface BoundaryState {
  error: unknown;
  attempt: number;
  resetKey: unknown;
}

/**
 * One boundary for every plugin surface: downloads the component, shows it, and turns a failed download or
 * a render error into an error with "Try again". Trying again downloads the code anew (not a cached
 * failure) and renders the component from scratch; the rest of the portal keeps working meanwhile.
 */
export class PluginSurface<P extends object> extends Component<PluginSurfaceProps<P>, BoundaryState> {
  override state: BoundaryState = { error: null, attempt: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: PluginSurfaceProps<object>,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render() {
    const { load, props, fallback = null, compact = false } = this.props;
    if (this.state.error) return <SurfaceError compact={compact} onRetry={this.retry} />;
    return (
      <LazyComponentLoader
        key={this.state.attempt}
        load={load}
        props={props}
        fallback={fallback}
        attempt={this.state.attempt}
      />
    );
  }
}

function LazyComponentLoader<P extends object>({
  load,
  props,
  fallback,
  attempt,
}: {
  load: LazyComponent<P>;
  props: P;
  fallback: ReactNode;
  attempt: number;
}) {
  const [state, setState] = useState<{ View?: ComponentType<P>; error?: unknown }>(() => ({
    View: loaded.get(load) as ComponentType<P> | undefined,
  }));
  useEffect(() => {
    if (state.View) return undefined;
    let live = true;
    importWithRetry(load, attempt).then(
      (module) => {
        loaded.set(load, module.default);
        if (live) setState({ View: module.default });
      },
      (error: unknown) => {
        if (live) setState({ error: error ?? new Error('The component could not be downloaded.') });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt, state.View]);
  // Thrown so that the surrounding PluginSurface shows the error and offers to try again.
  if (state.error) throw state.error;
  if (!state.View) return <>{fallback}</>;
  const View = state.View;
  return <View {...props} />;
}

function SurfaceError({ compact, onRetry }: { compact: boolean; onRetry: () => void }) {
  const { t } = useTranslation(PLUGIN_API_NAMESPACE);
  if (compact) {
    return (
      <span className="surface-error-compact" role="alert">
        <span>{t('surfaceFailed.short')}</span>
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t('surfaceFailed.retry')}
        </button>
      </span>
    );
  }
  return (
    <section className="panel info-card info-card-error">
      <header className="panel-header">
        <h2 className="card-title">{t('surfaceFailed.title')}</h2>
      </header>
      <div className="panel-body" role="alert">
        <p>{t('surfaceFailed.text')}</p>
        <button type="button" className="btn" onClick={onRetry}>
          {t('surfaceFailed.retry')}
        </button>
      </div>
    </section>
  );
}
