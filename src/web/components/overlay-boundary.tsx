/**
 * Guards the app shell from an overlay whose code failed to load (a lost connection while
 * fetching its chunk): the overlay renders nothing instead of taking the whole shell down.
 */
import { Component, type ReactNode } from 'react';

interface OverlayBoundaryProps {
  children: ReactNode;
}

export class OverlayBoundary extends Component<OverlayBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
