import { formatDate, QueryState, Skeleton } from '@univida/shared-ui';
import { theme } from '@univida/shared-ui/theme';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useChartData, type ChartData } from '../api/get-chart-data';
import { ChartFigure, type ChartSpec } from './chart-figure';

const CHART_HEIGHT = '220px';
// On a phone twelve dates do not fit under the line, nor 'Castellón de la Plana' under its bar:
// every third week is labelled, and a city by its first word.
const PHONE = `(max-width: ${theme.breakpoints.sm - 1}px)`;
const EVERY_NTH_WEEK = 3;

/** Resumen's charts: sign-ups per week (students vs owners) and listings per city. */
export default function OverviewCharts() {
  const query = useChartData();
  return (
    <QueryState
      query={query}
      errorTitle="No se pudieron cargar los gráficos"
      loading={<Skeleton height="280px" />}
    >
      {(data) => <Charts data={data} />}
    </QueryState>
  );
}

function Charts({ data }: { data: ChartData }) {
  const signups = useMemo(
    (): ChartSpec => ({
      kind: 'line',
      data: {
        labels: data.signups.map((week) => formatDate(week.weekStart).slice(0, 5)),
        series: [
          data.signups.map((week) => week.students),
          data.signups.map((week) => week.owners),
        ],
      },
      options: {
        height: CHART_HEIGHT,
        low: 0,
        fullWidth: true,
        axisY: { onlyInteger: true },
        chartPadding: { right: 24 },
      },
      responsive: [
        [
          PHONE,
          {
            axisX: {
              labelInterpolationFnc: (label, index) =>
                index % EVERY_NTH_WEEK === 0 ? String(label) : null,
            },
          },
        ],
      ],
    }),
    [data.signups],
  );
  const cities = useMemo(
    (): ChartSpec => ({
      kind: 'bar',
      data: {
        labels: data.listingsPerCity.map((row) => row.city),
        series: [data.listingsPerCity.map((row) => row.listings)],
      },
      options: { height: CHART_HEIGHT, low: 0, axisY: { onlyInteger: true } },
      responsive: [
        [PHONE, { axisX: { labelInterpolationFnc: (label) => String(label).split(' ')[0] } }],
      ],
    }),
    [data.listingsPerCity],
  );

  return (
    <Grid>
      <ChartFigure
        title="Altas por semana (últimas 12 semanas)"
        chart={signups}
        legend={[
          { label: 'Estudiantes', series: 'a' },
          { label: 'Propietarios', series: 'b' },
        ]}
        table={
          <table>
            <thead>
              <tr>
                <th scope="col">Semana del</th>
                <th scope="col">Estudiantes</th>
                <th scope="col">Propietarios</th>
              </tr>
            </thead>
            <tbody>
              {data.signups.map((week) => (
                <tr key={week.weekStart}>
                  <td>{formatDate(week.weekStart)}</td>
                  <td>{week.students}</td>
                  <td>{week.owners}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ChartFigure
        title="Alojamientos por ciudad"
        chart={cities}
        table={
          <table>
            <thead>
              <tr>
                <th scope="col">Ciudad</th>
                <th scope="col">Alojamientos</th>
              </tr>
            </thead>
            <tbody>
              {data.listingsPerCity.map((row) => (
                <tr key={row.city}>
                  <td>{row.city}</td>
                  <td>{row.listings}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
