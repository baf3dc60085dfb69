// The dashboard's fixed values (SPEC §2 Admin dashboard, §9), named once.
import type { Enums } from '@univida/shared-auth';

/** Rows per page of every table tab. */
export const PAGE_SIZE = 20;
/** Typing pauses this long before the search reaches the URL and the database. */
export const SEARCH_DELAY_MS = 300;
/** SPEC §9: recent lists hold 5 items. */
export const RECENT_LIMIT = 5;
/** SPEC §9: the suggester id is shown as its first 8 characters. */
export const SUGGESTER_ID_CHARS = 8;
/** Sign-ups chart: the last 12 weeks. */
export const SIGNUP_WEEKS = 12;

/** Every dashboard read's query key starts here, so one invalidation refreshes them all. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

export const USER_TYPE_LABELS: Record<Enums<'user_type'>, string> = {
  student: 'Estudiante',
  owner: 'Propietario',
  admin: 'Administrador',
};

export const DELETED_TOAST = {
  title: 'Elemento eliminado',
  description: 'El elemento ha sido eliminado correctamente.',
} as const;
