import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from '../public-site/ErrorView';

interface State {
  error: unknown;
}

/**
 * Shows the server-error page when a page throws while rendering or its chunk fails to load
 * (after the reload guard gave up). Keyed by path by its parent, so navigating resets it.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  render() {
    return this.state.error ? <ErrorView status={500} /> : this.props.children;
  }
}
