import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from './InfoCard';

interface Props {
  children: ReactNode;
  /** Shown instead of the generic texts, e.g. for a plugin view. */
  titleKey?: string;
  textKey?: string;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** When this changes, a shown error is cleared (e.g. a new action id). */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/** Catches a render error below it and shows an error card with a retry, so the rest of the app keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorCard
        titleKey={this.props.titleKey ?? 'errorBoundary.title'}
        textKey={this.props.textKey ?? 'errorBoundary.text'}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

function ErrorCard({ titleKey, textKey, onRetry }: { titleKey: string; textKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <InfoCard title={t(titleKey)} tone="error">
      <p>{t(textKey)}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </InfoCard>
  );
}
