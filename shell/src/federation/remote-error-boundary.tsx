import { Button } from '@univida/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import { shellRoutes } from '../app/shell-routes';

interface Props {
  remote: string;
  /** Clears the failed remote so the next render loads it again. */
  onRetry: () => void;
  /** A change (e.g. the pathname) clears a previous error. */
  resetKey?: string;
  /** What stands in for a failed fragment (default: the page-sized notice for a route). */
  fallback?: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Contains one remote's failure (download or render) so the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.retry);
    return (
      <Fallback role="alert">
        <h1>Esta sección no está disponible ahora mismo</h1>
        <p>
          No hemos podido cargar esta parte de UniVida. Comprueba tu conexión e inténtalo de nuevo.
        </p>
        <Actions>
          <Button onClick={this.retry}>Reintentar</Button>
          <Button asChild variant="outline">
            <Link to={shellRoutes.paths.home()}>Volver al inicio</Link>
          </Button>
        </Actions>
      </Fallback>
    );
  }
}

const Fallback = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space[16]} auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;
