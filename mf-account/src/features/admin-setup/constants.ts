/** After the admin setup finishes, go home after this long (SPEC §9). */
export const ADMIN_SETUP_REDIRECT_MS = 3000;

/** The server's answer when the admin account is already there; SPEC §8 counts it as success. */
export const ALREADY_REGISTERED = 'User already registered';
