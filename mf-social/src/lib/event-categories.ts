/** Event categories, stored by their display name (SPEC §3): the list filter and the creation wizard. */
export const EVENT_CATEGORIES = [
  'Fiestas',
  'Comida',
  'Deporte',
  'Arte y Cultura',
  'Juegos',
  'Música',
  'Académico',
  'Networking',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
