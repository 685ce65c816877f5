import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Heading shown instead of the island when it fails ("Unexpected Application Error!"). */
  title: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing island from blanking the page: the island is replaced by the error, the rest stays. */
export class IslandBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="rounded-card border border-danger-line bg-danger-surface p-4 text-danger-ink">
        <p className="font-semibold">{this.props.title}</p>
        <p className="mt-1 text-sm">{error.message}</p>
      </div>
    );
  }
}

/**
 * An island wrapped in its own IslandBoundary: the wrapped component takes one more prop, `errorTitle`, the heading
 * shown in its place if it fails.
 */
export function withBoundary<Props extends object>(Island: ComponentType<Props>) {
  return function Bounded({ errorTitle, ...props }: Props & { errorTitle: string }) {
    return (
      <IslandBoundary title={errorTitle}>
        <Island {...(props as Props)} />
      </IslandBoundary>
    );
  };
}
