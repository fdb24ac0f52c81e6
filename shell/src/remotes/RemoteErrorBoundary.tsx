import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing remote (unreachable, or throwing while rendering) inside its own area. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote area failed; showing its fallback.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
