// The one Spanish wording of a failed data request (PostgREST, Storage, Edge Functions, fetch) for
// a toast's description. Auth errors have their own (shared-auth's authErrorMessage).

/** What the site reads of a failed request: PostgrestError, StorageError, a fetch TypeError. */
interface DataErrorLike {
  message?: string;
  code?: string;
  status?: number;
  statusCode?: string | number;
}

export const DATA_ERROR_FALLBACK = 'Algo ha salido mal. Inténtalo de nuevo.';
const OFFLINE =
  'No hay conexión con el servidor. Comprueba tu conexión a internet y vuelve a intentarlo.';
const SERVER = 'El servidor ha tenido un problema. Inténtalo de nuevo en unos minutos.';
const RATE_LIMIT = 'Demasiados envíos seguidos. Espera un minuto y vuelve a intentarlo.';
const TOO_LARGE = 'Los datos enviados son demasiado grandes.';
const SESSION = 'Tu sesión ha caducado. Vuelve a iniciar sesión.';

/** Postgres' unique_violation: the row is already there (a report still pending, a search saved). */
const UNIQUE_VIOLATION = '23505';

/** Whether the database refused a write because the same row is already stored. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as DataErrorLike | null | undefined)?.code === UNIQUE_VIOLATION;

// Postgres' SQLSTATEs (and PostgREST's PGRST codes) a form can meet, when the text is the server's.
const BY_CODE: Record<string, string> = {
  [UNIQUE_VIOLATION]: 'Eso ya está guardado: no se puede repetir.',
  '23514': 'Algún dato no cumple las condiciones. Revísalo y vuelve a intentarlo.',
  '23503': 'Lo que intentas usar ya no existe. Recarga la página.',
  '23502': 'Falta algún dato obligatorio.',
  '22001': 'Algún texto es demasiado largo: acórtalo y vuelve a intentarlo.',
  '42501': 'No tienes permiso para hacer esto.',
  PT429: RATE_LIMIT,
  PGRST191: TOO_LARGE,
  PGRST192: TOO_LARGE,
  PGRST301: SESSION,
  PGRST303: SESSION,
  PGRST000: SERVER,
};

const BY_STATUS: Record<number, string> = { 401: SESSION, 413: TOO_LARGE, 429: RATE_LIMIT };

// fetch's network failures: Chromium, Firefox, Safari (supabase-js prefixes the error's name),
// and functions-js' FunctionsFetchError.
const NETWORK =
  /failed to fetch|networkerror|load failed|network request failed|failed to send a request/i;
// The app's own raises are Spanish (accents, ñ, ¿¡ or words English does not have): shown as they are.
const SPANISH =
  /[áéíóúñ¿¡]|\b(?:el|la|los|las|del|un|una|ya|se|es|en|tu|tus|con|para|por|que|solo|debes|puedes|encontrad[oa])\b/i;

/**
 * Spanish text for a failed data request: the server's own Spanish message as it is, otherwise
 * the network, status or code's wording, otherwise a generic sentence (never raw English).
 */
export function dataErrorMessage(error: unknown, fallback = DATA_ERROR_FALLBACK): string {
  const { message = '', code = '', status, statusCode } = (error ?? {}) as DataErrorLike;
  if (NETWORK.test(message)) return OFFLINE;
  if (SPANISH.test(message)) return message;
  const httpStatus = Number(status ?? statusCode) || 0;
  return (
    BY_CODE[code] ??
    BY_STATUS[httpStatus] ??
    (httpStatus >= 500 || /internal (?:server )?error/i.test(message) ? SERVER : undefined) ??
    (/rate limit|too many requests/i.test(message) ? RATE_LIMIT : undefined) ??
    (/too large/i.test(message) ? TOO_LARGE : undefined) ??
    fallback
  );
}
