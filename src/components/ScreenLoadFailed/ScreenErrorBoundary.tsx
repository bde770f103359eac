import { Component, type ReactNode } from 'react';

import { ScreenLoadFailed } from './ScreenLoadFailed';

/**
 * Whatever goes wrong while a screen renders leaves the header, the footer and a way to try again, never
 * a blank page. The owner keys it by address, so moving to another screen starts afresh.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed to render', error);
  }

  override render() {
    return this.state.failed ? <ScreenLoadFailed /> : this.props.children;
  }
}
