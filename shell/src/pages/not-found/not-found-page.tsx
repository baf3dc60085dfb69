import { Button, Container } from '@univida/shared-ui';
import { Link, usePageMeta } from '@univida/shared-router';
import styled from 'styled-components';
import { shellRoutes } from '../../app/shell-routes';

export function NotFoundPage() {
  usePageMeta({
    title: 'Página no encontrada',
    description: 'La página que buscas no existe o se ha movido.',
  });
  return (
    <Container>
      <Box>
        <Code aria-hidden="true">404</Code>
        <h1>Página no encontrada</h1>
        <p>La página que buscas no existe o se ha movido.</p>
        <Button asChild>
          <Link to={shellRoutes.paths.home()}>Volver al inicio</Link>
        </Button>
      </Box>
    </Container>
  );
}

const Box = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0;
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Code = styled.p`
  margin: 0;
  font-size: 5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primarySoftHover};
`;
