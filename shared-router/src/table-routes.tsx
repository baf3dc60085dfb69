import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { useRouteMeta } from './page-meta';
import type { PageMeta, RouteTable } from './route-table';

interface TableRoutesProps<Patterns extends Record<string, string>> {
  table: RouteTable<Patterns>;
  /**
   * One page per route of the table (lazy components: each page is its own chunk). A page whose
   * chunk is loading suspends to the boundary around the whole remote (the shell's), which is
   * already showing something: no fallback of its own appears and then vanishes, since React holds
   * any content a boundary reveals until 300 ms after its fallback last appeared or vanished.
   */
  pages: { [Key in keyof Patterns]: ComponentType };
}

/** Gives the route its table's title and description, then renders its page. */
function RoutePage({ meta, page: Page }: { meta: PageMeta; page: ComponentType }) {
  useRouteMeta(meta);
  return <Page />;
}

/**
 * A remote's <Routes>, made from its route table: a page exists only for a path in the table, and
 * the type demands a page for every path, so the table the shell and app-config read is the truth.
 */
export function TableRoutes<Patterns extends Record<string, string>>({
  table,
  pages,
}: TableRoutesProps<Patterns>) {
  return (
    <Routes>
      {Object.entries(table.patterns).map(([key, pattern]) => (
        <Route
          key={key}
          path={pattern}
          element={
            <RoutePage
              meta={table.meta[key as keyof Patterns]}
              page={pages[key as keyof Patterns]}
            />
          }
        />
      ))}
    </Routes>
  );
}
