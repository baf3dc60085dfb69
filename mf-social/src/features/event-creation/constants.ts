export const CREATE_LOGIN_REQUIRED = 'Debes iniciar sesión para crear un evento.';
export const CREATE_ERROR = 'Error al crear el evento';
/** SPEC §9: an event holds at least two people. */
export const MIN_CAPACITY = 2;
/**
 * The most places an event can offer. The database checks only the minimum (events.capacity
 * >= 2, an int4), so without this 100000 or more went through; a student event this size is a
 * typing slip.
 */
export const MAX_CAPACITY = 10000;
export const MAX_DURATION_HOURS = 168;
export const WIZARD_STEPS = ['El plan', 'Dónde y cuándo', 'Plazas e inscripción'] as const;
