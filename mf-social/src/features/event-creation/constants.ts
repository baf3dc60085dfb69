export const CREATE_LOGIN_REQUIRED = 'Debes iniciar sesión para crear un evento.';
export const CREATE_ERROR = 'Error al crear el evento';
/** SPEC §9: an event holds at least two people. */
export const MIN_CAPACITY = 2;
export const MAX_DURATION_HOURS = 168;
export const WIZARD_STEPS = ['El plan', 'Dónde y cuándo', 'Plazas e inscripción'] as const;
