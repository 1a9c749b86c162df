/**
 * The error boundary of the pages: a page that throws, or whose code failed to load (a lost
 * connection, or a deploy that removed an old chunk), shows RouteError inside the shell instead
 * of taking the app down. It resets when the address changes, so the next page gets its chance.
 */
import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface RouteBoundaryProps {
  /** The pathname: a new one clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface RouteBoundaryState {
  failed: boolean;
  key: string;
}

export class RouteBoundary extends Component<RouteBoundaryProps, RouteBoundaryState> {
  override state: RouteBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(
    props: RouteBoundaryProps,
    state: RouteBoundaryState,
  ): Partial<RouteBoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<RouteBoundaryState> {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
