export const CREATE_LOGIN_REQUIRED = 'Debes iniciar sesión para crear un evento.';
export const CREATE_ERROR = 'Error al crear el evento';
/** SPEC §9: an event holds at least two people. */
export const MIN_CAPACITY = 2;
/**
 * The most places an event can offer: a student event this size is a typing slip. The database
 * refuses more too (events_capacity_max, 20261129040000); the form says so before sending.
 */
export const MAX_CAPACITY = 10000;
export const MAX_DURATION_HOURS = 168;
export const WIZARD_STEPS = ['El plan', 'Dónde y cuándo', 'Plazas e inscripción'] as const;
