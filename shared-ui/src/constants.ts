// Business constants from SPEC §9 that the design system enforces. Named, never bare numbers.

/** At most one toast is visible; a new one replaces it. */
export const TOAST_LIMIT = 1;
/** Toasts close themselves after 5 s. */
export const TOAST_DURATION_MS = 5000;
/** Swiping a toast this far to the right dismisses it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Relative-time units as SPEC §9 defines them (a "month" is 30 days, a "year" 365). */
export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_DAY = 86400;
export const SECONDS_PER_MONTH = 2592000;
export const SECONDS_PER_YEAR = 31536000;

/** Star ratings go from 1 to 5. */
export const RATING_MAX = 5;

/**
 * The attribute an element carries while, on a phone, the site's floating help-chat button would
 * cover it (/chats' conversation, the open mobile menu, a map's open card): the button steps aside.
 */
export const HIDES_HELP_CHAT_ON_PHONE = 'data-hides-help-chat-on-phone';

/**
 * The cities UniVida covers (SPEC §3), as stored: what a new listing, event or place may name, so
 * the lists' city filters stay one entry per city.
 */
export const COVERED_CITIES = [
  'Valencia',
  'Alicante',
  'Castellón de la Plana',
  'Zaragoza',
] as const;

/** The covered cities as a select's options, in COVERED_CITIES' order. */
export const COVERED_CITY_OPTIONS = COVERED_CITIES.map((city) => ({ value: city, label: city }));

/** Whether `city` is one UniVida covers, as stored. */
export const isCoveredCity = (city: string) => (COVERED_CITIES as readonly string[]).includes(city);

/** SPEC §9: every list's city filter offers Zaragoza, whatever the data holds. */
const ALWAYS_LISTED_CITY = 'Zaragoza';

/** A city filter's cities: those given plus ALWAYS_LISTED_CITY, once each, in Spanish order. */
export function cityFilterCities(cities: Iterable<string>): string[] {
  return [...new Set([...cities, ALWAYS_LISTED_CITY])].sort((a, b) => a.localeCompare(b, 'es'));
}

/** What a city field says when it holds something else. */
export const CHOOSE_A_CITY = 'Elige una ciudad.';

/**
 * The most a listing may state, for the owner's and the admin's forms alike; the database keeps
 * the same caps (migration 20261129060000_accommodation_maxima.sql). Generous for a student
 * residence, yet no '99.999.999 €/mes' on the search page.
 */
export const LISTING_MAXIMA = {
  pricePerRoom: 10_000,
  rooms: 1_000,
  squareMeters: 100_000,
} as const;

/**
 * The longest texts a profile keeps, as the database's CHECKs hold them (supabase migration
 * text_limits): the forms say so by the field instead of the save failing with a general error.
 */
export const PROFILE_TEXT_MAXIMA = {
  fullName: 100,
  city: 100,
  career: 150,
  bio: 1_000,
} as const;
