import { Container, formatLongDate } from '@univida/shared-ui';
import { usePageMeta } from '@univida/shared-router';
import type { PageMeta } from '@univida/shared-router/route-table';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Frame of the three legal pages; the last-updated date is today's, in Spanish (SPEC §2). */
export function LegalPageLayout({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  usePageMeta(meta);
  return (
    <Container>
      <Article>
        <h1>{meta.title}</h1>
        <Updated>Última actualización: {formatLongDate(new Date())}</Updated>
        {children}
      </Article>
    </Container>
  );
}

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  h2 {
    margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Updated = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
