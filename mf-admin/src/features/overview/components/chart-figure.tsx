import {
  BarChart,
  LineChart,
  type BarChartData,
  type BarChartOptions,
  type LineChartData,
  type LineChartOptions,
  type ResponsiveOptions,
} from 'chartist';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/** A chart; `responsive`: options Chartist applies over `options` while a media query matches. */
export type ChartSpec =
  | {
      kind: 'line';
      data: LineChartData;
      options: LineChartOptions;
      responsive?: ResponsiveOptions<LineChartOptions>;
    }
  | {
      kind: 'bar';
      data: BarChartData;
      options: BarChartOptions;
      responsive?: ResponsiveOptions<BarChartOptions>;
    };

export interface ChartFigureProps {
  title: string;
  chart: ChartSpec;
  /** Series names with their colour key (a, b…), shown as the legend. */
  legend?: { label: string; series: 'a' | 'b' }[];
  /** The same figures as a table: the chart's text alternative, open to everyone. */
  table: ReactNode;
}

/**
 * A Chartist chart (SVG, loaded only with this tab) in a <figure>: the drawing is
 * hidden from screen readers, which get the caption and the data table under 'Ver los datos'.
 */
export function ChartFigure({ title, chart, legend, table }: ChartFigureProps) {
  const captionId = useId();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const drawn =
      chart.kind === 'line'
        ? new LineChart(container.current, chart.data, chart.options, chart.responsive)
        : new BarChart(container.current, chart.data, chart.options, chart.responsive);
    return () => {
      drawn.detach();
    };
  }, [chart]);

  return (
    <Figure aria-labelledby={captionId}>
      <Caption id={captionId}>{title}</Caption>
      {legend && (
        <Legend aria-hidden>
          {legend.map((item) => (
            <li key={item.label} data-series={item.series}>
              {item.label}
            </li>
          ))}
        </Legend>
      )}
      <Drawing ref={container} aria-hidden />
      <details>
        <summary>Ver los datos</summary>
        {table}
      </details>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
  summary {
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.primary};
    min-height: 32px;
  }
  table {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Caption = styled.figcaption`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Legend = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-right: 6px;
    border-radius: 2px;
  }
  li[data-series='a']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
  li[data-series='b']::before {
    background: ${({ theme }) => theme.colors.accent};
  }
`;

// Chartist ships its look as a stylesheet; these few rules, from the theme, replace it so the
// remote loads no CSS file.
const Drawing = styled.div`
  position: relative;
  width: 100%;
  svg {
    display: block;
    overflow: visible;
  }
  .ct-grid {
    stroke: ${({ theme }) => theme.colors.border};
    stroke-width: 1px;
    stroke-dasharray: 2px;
  }
  .ct-label {
    display: flex;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .ct-label.ct-vertical.ct-start {
    justify-content: flex-end;
    align-items: flex-end;
    text-align: right;
  }
  .ct-label.ct-horizontal.ct-end {
    justify-content: flex-start;
    align-items: flex-start;
    white-space: nowrap;
  }
  .ct-line {
    fill: none;
    stroke-width: 3px;
  }
  .ct-point {
    stroke-width: 8px;
    stroke-linecap: round;
  }
  .ct-bar {
    fill: none;
    stroke-width: 18px;
  }
  .ct-series-a .ct-line,
  .ct-series-a .ct-point,
  .ct-series-a .ct-bar {
    stroke: ${({ theme }) => theme.colors.primary};
  }
  .ct-series-b .ct-line,
  .ct-series-b .ct-point,
  .ct-series-b .ct-bar {
    stroke: ${({ theme }) => theme.colors.accent};
  }
`;
