// The frame of 'Para ti' (issue 17): the shell shows its skeleton while mf_account's widget loads,
// and the widget fills the same cards, so nothing on Home moves when the data arrives. Every card
// has one fixed height (title, three rows, a link) whether it lists, says it is empty or waits.
import { Container, Skeleton } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FOR_YOU_SECTIONS, type ForYouRole } from './for-you-sections';

export { FOR_YOU_SECTIONS, type ForYouRole } from './for-you-sections';
export { forYouRole, rememberForYouRole } from './for-you-role';

export const FOR_YOU_TITLE = 'Para ti';
const TITLE_ID = 'para-ti-title';

/** The region with its heading and the grid of cards. */
export function ForYouFrame({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <Region aria-labelledby={TITLE_ID} aria-busy={busy || undefined}>
      <Container>
        <h2 id={TITLE_ID}>{FOR_YOU_TITLE}</h2>
        <Grid>{children}</Grid>
      </Container>
    </Region>
  );
}

interface ForYouCardProps {
  title: string;
  icon: ReactNode;
  /** The filtered list the card summarises. */
  link: { to: string; label: string };
  children: ReactNode;
}

/** One section of 'Para ti': its heading, up to three rows (or its empty state), its list link. */
export function ForYouCard({ title, icon, link, children }: ForYouCardProps) {
  return (
    <Card>
      <CardTitle>
        <TitleIcon aria-hidden="true">{icon}</TitleIcon>
        <TitleText>{title}</TitleText>
      </CardTitle>
      <Body>{children}</Body>
      <More to={link.to}>
        {link.label} <ArrowRight aria-hidden size={16} />
      </More>
    </Card>
  );
}

export interface ForYouRow {
  key: string;
  to: string;
  title: string;
  detail?: string;
  /** What else following the row does (e.g. marking a saved search seen). */
  onClick?: () => void;
  /** A short figure at the row's end ('92 %', '3'). */
  badge?: ReactNode;
}

/** The card's rows: at most three, one line each. */
export function ForYouRows({ label, rows }: { label: string; rows: ForYouRow[] }) {
  return (
    <Rows aria-label={label}>
      {rows.slice(0, 3).map((row) => (
        <li key={row.key}>
          <RowLink to={row.to} onClick={row.onClick}>
            <RowText>
              <strong>{row.title}</strong>
              {row.detail && <small>{row.detail}</small>}
            </RowText>
            {row.badge && <RowBadge>{row.badge}</RowBadge>}
          </RowLink>
        </li>
      ))}
    </Rows>
  );
}

/** What a card says when it has nothing to list. */
export const ForYouEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** Three grey rows where a card's rows will be. */
export function ForYouRowsSkeleton() {
  return (
    <>
      <Skeleton height={ROW_HEIGHT} />
      <Skeleton height={ROW_HEIGHT} />
      <Skeleton height={ROW_HEIGHT} />
    </>
  );
}

/** The frame in its final shape with grey cards, while the widget or its data loads. */
export function ForYouSkeleton({ role }: { role: ForYouRole }) {
  return (
    <ForYouFrame busy>
      {Array.from({ length: FOR_YOU_SECTIONS[role] }, (_, index) => (
        <Card key={index} aria-hidden="true">
          <Skeleton width="60%" height="1.5rem" />
          <Body>
            <ForYouRowsSkeleton />
          </Body>
          <Skeleton width="45%" height={LINK_HEIGHT} />
        </Card>
      ))}
    </ForYouFrame>
  );
}

// Three rows of two lines each: the body's fixed height, so a card never grows or shrinks.
const ROW_HEIGHT = '2.75rem';
// The list link: a 24 px target at least (WCAG 2.5.8).
const LINK_HEIGHT = '1.5rem';
const BODY_HEIGHT = `calc(3 * ${ROW_HEIGHT} + 2 * 0.5rem)`;

const Region = styled.section`
  padding: ${({ theme }) => theme.space[8]} 0 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    letter-spacing: -0.02em;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const CardTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 1.5rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

// The icon keeps its size: a long title is cut with an ellipsis, never the icon squeezed.
const TitleIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;

const TitleText = styled.span`
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: ${BODY_HEIGHT};
  overflow: hidden;
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RowLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${ROW_HEIGHT};
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  strong,
  small {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover strong {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

// The name and its detail take the row's width; the badge only its own.
const RowText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const RowBadge = styled.span`
  display: inline-flex;
  flex: none;
`;

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${LINK_HEIGHT};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
