// RoomieMatch constants (SPEC §5, §9), named once.

/** SPEC §3: the roommate hobby filters; the database maps Estudiar and Gaming to registration's words. */
export const HOBBY_FILTERS = ['Estudiar', 'Deportes', 'Música', 'Gaming', 'Café'] as const;

/** SPEC §5: lifestyle sliders 1–10, default 5, matching within ±2 (the window lives in SQL). */
export const LIFESTYLE_MIN = 1;
export const LIFESTYLE_MAX = 10;
export const LIFESTYLE_DEFAULT = 5;
export const LIFESTYLE_FILTERS = [
  { key: 'earlyBird', column: 'early_bird', label: 'Madrugador' },
  { key: 'partyAnimal', column: 'party_animal', label: 'Fiestero' },
  { key: 'houseParties', column: 'house_parties', label: 'Fiestas en casa' },
] as const;

/** SPEC §9: roommate budget slider. */
export const BUDGET_MIN = 200;
export const BUDGET_MAX = 1500;
export const BUDGET_STEP = 25;

/** SPEC §9: 'Match perfecto' and the badge colours. */
export const PERFECT_MATCH = 90;
export const GOOD_MATCH = 80;

/** SPEC §9: the weights the score is made of (computed in SQL: 20261124020000). */
export const COMPATIBILITY_PARTS = [
  { key: 'budget_points', label: 'Presupuesto', max: 25 },
  { key: 'lifestyle_points', label: 'Estilo de vida', max: 35 },
  { key: 'smoker_points', label: 'Tabaco', max: 20 },
  { key: 'hobby_points', label: 'Aficiones', max: 20 },
] as const;
export const COMPATIBILITY_FLOOR = 40;

export const PAGE_SIZE = 12;

export const LIST_LOAD_ERROR = 'Error al cargar compañeros';
export const PROFILE_LOAD_ERROR = 'Error al cargar el perfil';
export const SIGN_IN_FOR_SCORE = 'Inicia sesión para ver tu compatibilidad';
