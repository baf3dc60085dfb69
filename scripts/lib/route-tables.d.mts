// Types for route-tables.mjs, for the TypeScript that imports it (vite.federation.ts).
export interface RouteTableData {
  remote: string;
  adminOnly?: boolean;
  patterns: Record<string, string>;
}
export const routeTables: Record<string, RouteTableData>;
export function remoteRoutes(name: string): string[];
export interface StaticPageHeader {
  path: string;
  meta: { title: string; description: string };
  header: { title: string; subtitle: string };
}
export function staticPageHeaders(): Promise<StaticPageHeader[]>;
/** A remote's declared first reads by route pattern (shared-auth's EarlyReadSpec, passed through). */
export function earlyReadsOf(name: string): Promise<Record<string, unknown[]>>;
