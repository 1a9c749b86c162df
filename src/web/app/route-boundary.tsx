/**
 * The error boundary of the pages: a page that throws, or whose code failed to load (a lost
 * connection, or a deploy that removed an old chunk), shows RouteError inside the shell instead
 * of taking the app down. It resets when the address changes, so the next page gets its chance.
 *
 * Code that failed to load while the device is offline is no error to show: the page gives way
 * to the shell's no-network placeholder (SPEC 2), and when the network returns the app loads
 * again (React.lazy keeps a failed chunk's rejection, so only a fresh load brings the code).
 * That happens when the connection goes in the first seconds of a first visit, before the
 * service worker has stored the app's files (chunk-errors.ts).
 */
import { Component, useEffect, type ReactNode } from 'react';
import { isOffline, whenNetworkReturns } from '#web/lib/load-when-online.ts';
import { isChunkLoadError } from './chunk-errors.ts';
import { RouteError } from './route-error.tsx';

interface RouteBoundaryProps {
  /** The pathname: a new one clears a shown error. */
  resetKey: string;
  children: ReactNode;
  /** Loads the app again (tests pass their own). */
  reload?: () => void;
}

interface RouteBoundaryState {
  failed: boolean;
  /** The failure was code that could not load offline: wait for the network, show no error. */
  awaitingNetwork: boolean;
  key: string;
}

function reloadPage(): void {
  window.location.reload();
}

/** Nothing in the page's place (the shell's placeholder covers it) until the network is back. */
function AwaitingNetwork({ reload }: { reload: () => void }) {
  useEffect(() => (isOffline() ? whenNetworkReturns(reload) : reload()), [reload]);
  return null;
}

export class RouteBoundary extends Component<RouteBoundaryProps, RouteBoundaryState> {
  override state: RouteBoundaryState = { failed: false, awaitingNetwork: false, key: this.props.resetKey };

  static getDerivedStateFromProps(
    props: RouteBoundaryProps,
    state: RouteBoundaryState,
  ): Partial<RouteBoundaryState> | null {
    return props.resetKey === state.key
      ? null
      : { failed: false, awaitingNetwork: false, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<RouteBoundaryState> {
    return { failed: true, awaitingNetwork: isChunkLoadError(error) && isOffline() };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.state.awaitingNetwork ? (
      <AwaitingNetwork reload={this.props.reload ?? reloadPage} />
    ) : (
      <RouteError />
    );
  }
}
