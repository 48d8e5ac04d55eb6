import { Component, type ReactNode } from 'react';
import { useLocation } from '../lib/router';
import { RouteErrorPage } from '../pages/RouteErrorPage';

type Props = { pathname: string; children: ReactNode };
type State = { error: unknown; pathname: string | null };

/** A page that throws (or whose code cannot be fetched) shows the error page until the visitor goes elsewhere. */
class ErrorBoundaryAt extends Component<Props, State> {
  state: State = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return state.pathname === props.pathname ? null : { pathname: props.pathname, error: null };
  }

  render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundaryAt pathname={pathname}>{children}</ErrorBoundaryAt>;
}
