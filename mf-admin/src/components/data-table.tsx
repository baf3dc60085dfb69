import { Card, VisuallyHidden } from '@univida/shared-ui';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface Column<Row, Sort extends string> {
  header: string;
  /** Sorts the table by this key in the database when given. */
  sortKey?: Sort;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers and actions. */
  align?: 'end';
  /**
   * Stays in view at the row's end while the other columns scroll sideways (a row's actions):
   * on a phone the table is wider than the screen, and its buttons would start off it.
   */
  pinned?: boolean;
}

export interface DataTableProps<Row, Sort extends string> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly Column<Row, Sort>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: { key: Sort; ascending: boolean; onSort: (key: Sort) => void };
}

/**
 * A table in a card that scrolls sideways inside the card (never the page) on narrow screens.
 * Sortable headers are buttons; the header cell carries aria-sort.
 */
export function DataTable<Row, Sort extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
}: DataTableProps<Row, Sort>) {
  return (
    <Card>
      <Scroll tabIndex={0} role="region" aria-label={caption} data-table={caption}>
        <Table>
          <VisuallyHidden asChild>
            <caption>{caption}</caption>
          </VisuallyHidden>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort && column.sortKey === sort.key;
                const ariaSort = active ? (sort.ascending ? 'ascending' : 'descending') : undefined;
                return (
                  <Th
                    key={column.header}
                    scope="col"
                    aria-sort={ariaSort}
                    $align={column.align}
                    $pinned={column.pinned}
                  >
                    {sort && column.sortKey ? (
                      <SortButton type="button" onClick={() => sort.onSort(column.sortKey!)}>
                        {column.header}
                        {!active && <ArrowUpDown size={14} aria-hidden />}
                        {active && sort.ascending && <ArrowUp size={14} aria-hidden />}
                        {active && !sort.ascending && <ArrowDown size={14} aria-hidden />}
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </Th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-row-key={rowKey(row)}>
                {columns.map((column) => (
                  <Td key={column.header} $align={column.align} $pinned={column.pinned}>
                    {column.cell(row)}
                  </Td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Card>
  );
}

// position: relative keeps absolutely positioned cell content (visually hidden text) inside the
// scrolling box; without it, that content escapes the overflow and widens the page.
const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface CellProps {
  $align?: 'end';
  $pinned?: boolean;
}

// A pinned cell sits over the ones scrolling under it: it needs their background, and a line
// where they pass under it.
const pinned = css<CellProps>`
  ${({ $pinned, theme }) =>
    $pinned &&
    css`
      position: sticky;
      right: 0;
      z-index: 1;
      box-shadow: inset 1px 0 0 ${theme.colors.border};
    `}
`;

const Th = styled.th<CellProps>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${pinned}
`;

const Td = styled.td<CellProps>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  vertical-align: middle;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  tr:last-child & {
    border-bottom: 0;
  }
  ${({ $pinned, theme }) => $pinned && `background: ${theme.colors.surface};`}
  ${pinned}
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
