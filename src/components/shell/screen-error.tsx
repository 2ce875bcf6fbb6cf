// A screen that could not be shown (its code never arrived, or it failed while drawing) says so inside the
// layout, with a way to try again, instead of leaving a blank page; the bars and tabs keep working.
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './shell.module.css';

/** What a visitor sees in place of a screen that failed. */
export function ScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.notFound} role="alert" aria-labelledby="screen-error-title">
      <h1 id="screen-error-title">
        <FormattedMessage id="screenError.title" />
      </h1>
      <p>
        <FormattedMessage id="screenError.description" />
      </p>
      <button type="button" className={styles.primaryButton} onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </button>
    </section>
  );
}

interface Props {
  children: ReactNode;
  /** A change (the path) clears the failure, so another screen can be opened. */
  resetKey: string;
  /** Shown instead of the children after a failure; ScreenError by default, null for optional layers. */
  fallback?: ReactNode;
}

/** Keeps a failure of what it wraps from unmounting the whole app. */
export class ErrorBoundary extends Component<Props, { failedAt: string | null }> {
  state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.warn('a screen failed', error);
  }

  render() {
    if (this.state.failedAt === null) return this.props.children;
    return this.props.fallback === undefined ? <ScreenError onRetry={() => window.location.reload()} /> : this.props.fallback;
  }
}
