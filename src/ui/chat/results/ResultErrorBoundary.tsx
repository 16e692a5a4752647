import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they failed to render. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Results come from a backend whose shapes drift: should a specialised view still trip over one,
 * the message falls back to the generic table instead of taking the chat down with it.
 * (React has no hook for this: error boundaries are still class components.)
 */
export class ResultErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A result view failed; showing the plain table instead.', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
