import { Spinner } from '@univida/shared-ui';
import styled from 'styled-components';

interface PageLoadingProps {
  label?: string;
  /** The whole viewport (the app starting), rather than the page area under the header. */
  fullScreen?: boolean;
}

/** What shows while code downloads: the app at start, a remote, or a lazily split shell page. */
export function PageLoading({ label = 'Cargando…', fullScreen = false }: PageLoadingProps) {
  return (
    // The route's static header (boot-page-header.ts) stays on screen while this shows.
    <Loading $fullScreen={fullScreen} data-page-loading="">
      <Spinner label={label} />
    </Loading>
  );
}

const Loading = styled.div<{ $fullScreen: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100vh' : '50vh')};
`;
