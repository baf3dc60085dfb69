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
export function earlyReadsOf(
  name: string,
): Promise<Record<string, import('@univida/shared-auth/early-reads').EarlyReadSpec[]>>;
