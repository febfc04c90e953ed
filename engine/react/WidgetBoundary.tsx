import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  type: string;
  /** Rendered in place of the widget after it throws; gets a retry that remounts it. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * One boundary per widget: a widget that throws (or whose chunk fails to load) shows a small
 * fallback, and the rest of the page keeps working. The error goes to the console for developers,
 * never to the player.
 */
export class WidgetBoundary extends Component<Props, { error: unknown; failed: boolean; attempt: number }> {
  override state: { error: unknown; failed: boolean; attempt: number } = {
    error: undefined,
    failed: false,
    attempt: 0,
  };

  static getDerivedStateFromError(error: unknown): { error: unknown; failed: boolean } {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Widget "${this.props.type}" failed:`, error, info.componentStack);
  }

  retry = () => this.setState((state) => ({ error: undefined, failed: false, attempt: state.attempt + 1 }));

  override render() {
    if (this.state.failed) return this.props.fallback(this.state.error, this.retry);
    return (
      <div key={this.state.attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
