import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the section in the log. */
  name: string;
  /** What stands in for the section once it has thrown (default: nothing). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Contains a failure in one part of the page frame (header, footer, banners, chatbot) so a throw
 * there never blanks the page: the section is replaced by its fallback, the rest keeps working.
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.name} failed`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
