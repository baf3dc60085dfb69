export type ActivityKind = 'user' | 'accommodation' | 'news';

export interface Activity {
  kind: ActivityKind;
  id: string;
  text: string;
  createdAt: string;
}

/** SPEC §2: each entry's type as the dashboard words it. */
export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  user: 'Nuevo usuario',
  accommodation: 'Nuevo alojamiento',
  news: 'Nueva noticia',
};

/** The newest `limit` of several newest-first lists, merged newest first (ties keep list order). */
export function mergeActivity(lists: readonly Activity[][], limit: number): Activity[] {
  return lists
    .flat()
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, limit);
}
