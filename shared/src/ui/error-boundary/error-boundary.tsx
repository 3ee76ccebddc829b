import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** Rendered instead of the children once they have thrown; gets a reset for a retry button. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Part of a page (a remote, a remote's widget) that throws while rendering takes down only itself. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
