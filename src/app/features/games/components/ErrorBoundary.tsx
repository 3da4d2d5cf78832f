import { Component, type ReactNode } from 'react';

interface Props {
  fallback(retry: () => void): ReactNode;
  children?: ReactNode;
  onRetry?(): void;
}

/** Keeps a failing board (or a board that failed to load) from taking the page down. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
