import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface RouteErrorBoundaryProps {
  /** The current path: going elsewhere after a failure renders the routes again. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  error: unknown;
  pathname: string;
}

/** SPEC §2's error page in place of routes that threw while rendering, as a data router's errorElement. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
