import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { RouteTable } from './route-table';

interface TableRoutesProps<Patterns extends Record<string, string>> {
  table: RouteTable<Patterns>;
  /** One page per route of the table (lazy components: each page is its own chunk). */
  pages: { [Key in keyof Patterns]: ComponentType };
  /** Shown while a page's chunk loads. */
  fallback: ReactNode;
}

/**
 * A remote's <Routes>, made from its route table: a page exists only for a path in the table, and
 * the type demands a page for every path, so the table the shell and app-config read is the truth.
 */
export function TableRoutes<Patterns extends Record<string, string>>({
  table,
  pages,
  fallback,
}: TableRoutesProps<Patterns>) {
  return (
    <Suspense fallback={fallback}>
      <Routes>
        {Object.entries(table.patterns).map(([key, pattern]) => {
          const Page: ComponentType = pages[key as keyof Patterns];
          return <Route key={key} path={pattern} element={<Page />} />;
        })}
      </Routes>
    </Suspense>
  );
}
