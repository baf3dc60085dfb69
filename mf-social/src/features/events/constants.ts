// SPEC §3, §8 and §9 for events.

/** Participant avatars on a card of the list and on the detail page (SPEC §9). */
export const LIST_AVATARS = 3;
export const DETAIL_AVATARS = 5;

export const EVENTS_PAGE_SIZE = 12;

/** Filters in the URL: /eventos?categoria=Comida&ciudad=Valencia&fecha=2026-11-25&pagina=2 */
export const EVENT_FILTER_KEYS = ['categoria', 'ciudad', 'fecha'] as const;

export const EVENTS_LOAD_ERROR = 'Error al cargar eventos';
export const EVENT_LOAD_ERROR = 'Error al cargar el evento';
export const EVENT_NOT_FOUND = 'Evento no encontrado';
export const JOIN_LOGIN_REQUIRED = 'Debes iniciar sesión para unirte.';
export const JOIN_ERROR = 'Error al unirte al evento';

/** How often a waiting viewer's place in the waitlist is refreshed. */
export const WAITLIST_REFRESH_MS = 5_000;
