import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the remote once it has thrown; gets a reset for the retry button. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** A remote that throws while rendering takes down only its own area. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
