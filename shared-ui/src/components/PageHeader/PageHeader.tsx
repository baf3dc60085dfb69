import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';

export interface PageHeaderProps {
  /** The page's <h1>. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons beside the title (e.g. 'Crear evento'); wrap below it on phones. */
  actions?: ReactNode;
  className?: string;
}

/** Page title block, so every route starts with the same h1 size and spacing. */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <Header className={className}>
      <div>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  ${media.md`
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  `}
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  ${media.md`font-size: 2.25rem;`}
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  max-width: 65ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
