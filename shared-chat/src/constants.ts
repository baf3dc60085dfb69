// The chat's timings and texts (SPEC §5, §8), named once.

/** SPEC §8: the toast when a message could not be stored; its text goes back into the input. */
export const SEND_ERROR_TITLE = 'Error al enviar mensaje';

/**
 * How far before the newest message it holds a catch-up reads again. created_at is the inserting
 * transaction's start, so a message can commit after a newer-stamped one has already arrived:
 * reading a window back (and dropping what is already there) catches it.
 */
export const CATCH_UP_WINDOW_MS = 60_000;

/** Waits between tries of a message while the backend is unreachable (the last one repeats). */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;

/** After this long unreachable, a message is given up on and its text handed back. */
export const GIVE_UP_AFTER_MS = 5 * 60_000;

/** Within this distance of the bottom, a new message scrolls the list; further up, a button offers to. */
export const STICK_TO_BOTTOM_PX = 80;
