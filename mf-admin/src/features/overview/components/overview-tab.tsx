import {
  Badge,
  Card,
  EmptyState,
  formatRelativeTime,
  QueryState,
  Skeleton,
  type BadgeVariant,
} from '@univida/shared-ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useCounters, type Counters } from '../api/get-counters';
import { useRecentActivity } from '../api/get-recent-activity';
import { ACTIVITY_LABELS, type ActivityKind } from '../lib/merge-activity';

// The chart library comes with its own chunk, after the counters are on screen.
const OverviewCharts = lazy(() => import('./overview-charts'));

const COUNTER_LABELS: [keyof Counters, string][] = [
  ['students', 'Estudiantes'],
  ['owners', 'Propietarios'],
  ['accommodations', 'Alojamientos'],
  ['leisureSpots', 'Zonas de ocio'],
  ['events', 'Eventos'],
  ['news', 'Noticias'],
  ['pendingSuggestions', 'Sugerencias pendientes'],
  ['pendingReports', 'Reportes pendientes'],
];

const ACTIVITY_BADGES: Record<ActivityKind, BadgeVariant> = {
  user: 'default',
  accommodation: 'secondary',
  news: 'success',
};

/**
 * The counters; without figures yet, the same cards with a placeholder for each number, so the
 * sections below do not move when the figures arrive (the grid's row count depends on the width).
 */
function CounterCards({ counters }: { counters?: Counters }) {
  return (
    <CounterGrid>
      {COUNTER_LABELS.map(([key, label]) => (
        <Counter key={key}>
          <dt>{label}</dt>
          <dd>
            {counters ? (
              counters[key].toLocaleString('es-ES')
            ) : (
              <Skeleton height="1em" width="3ch" />
            )}
          </dd>
        </Counter>
      ))}
    </CounterGrid>
  );
}

/** Resumen: counters, 'Actividad reciente' and the charts. */
export function OverviewTab() {
  const counters = useCounters();
  const activity = useRecentActivity();
  return (
    <Layout>
      <section aria-labelledby="admin-counters">
        <SectionTitle id="admin-counters">Cifras</SectionTitle>
        <QueryState
          query={counters}
          errorTitle="No se pudo cargar el resumen"
          loading={<CounterCards />}
        >
          {(data) => <CounterCards counters={data} />}
        </QueryState>
      </section>
      <section aria-labelledby="admin-charts">
        <SectionTitle id="admin-charts">Gráficos</SectionTitle>
        <Suspense fallback={<Skeleton height="280px" />}>
          <OverviewCharts />
        </Suspense>
      </section>
      <section aria-labelledby="admin-activity">
        <SectionTitle id="admin-activity">Actividad reciente</SectionTitle>
        <QueryState
          query={activity}
          errorTitle="No se pudo cargar la actividad reciente"
          loading={<Skeleton height="200px" />}
          empty={<EmptyState title="No hay actividad reciente" headingLevel={3} />}
        >
          {(entries) => (
            <Card>
              <ActivityList>
                {entries.map((entry) => (
                  <li key={`${entry.kind}-${entry.id}`}>
                    <Badge variant={ACTIVITY_BADGES[entry.kind]}>
                      {ACTIVITY_LABELS[entry.kind]}
                    </Badge>
                    <span>{entry.text}</span>
                    <time dateTime={entry.createdAt}>{formatRelativeTime(entry.createdAt)}</time>
                  </li>
                ))}
              </ActivityList>
            </Card>
          )}
        </QueryState>
      </section>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CounterGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Counter = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const ActivityList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  span {
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
