import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ISLAND_FAILED, ISLAND_FAILED_TITLE } from '../../shared/messages/islands.ts';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Wraps every React island so one broken island never blanks the page. The fallback carries the
 * heading of the spec's router fallback page.
 */
export default class IslandBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Island failed', error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="island-error" role="alert">
        <h2>{ISLAND_FAILED_TITLE}</h2>
        <p>{ISLAND_FAILED}</p>
      </div>
    );
  }
}
