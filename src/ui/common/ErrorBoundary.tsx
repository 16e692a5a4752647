import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './StatusScreens.module.css';

/**
 * The generic error screen (spec 1 §2): any render error below shows 'Unexpected Application
 * Error!' with the error's text (a failed lazy chunk reads 'Loading chunk N failed').
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className={styles.centered}>
        <h1>Unexpected Application Error!</h1>
        <p className={styles.detail}>{error.message}</p>
        <a href="/">Back to Sidekick</a>
      </main>
    );
  }
}
