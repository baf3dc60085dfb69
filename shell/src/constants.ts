// Shell constants from SPEC §2 and §9, named once.

/** The chatbot's canned reply appears this long after the user's message (SPEC §9). */
export const CHATBOT_REPLY_DELAY_MS = 1000;

/** localStorage key holding 'true' or 'false' once the visitor chose (SPEC §2 Cookie banner). */
export const COOKIE_CONSENT_KEY = 'cookie_consent';

/** sessionStorage key of this tab's preview overrides (DESIGN §2). */
export const PREVIEW_STORAGE_KEY = 'univida:remote-preview';

/** Query parameter that requests a preview: ?remote=mf_x@https://origin/remoteEntry.js */
export const PREVIEW_QUERY_PARAM = 'remote';

/** Below this width the header collapses into the mobile menu. */
export const DESKTOP_MIN_WIDTH_PX = 1024;

export const BRAND_NAME = 'UniVida';
export const TAGLINE = 'Tu vida universitaria, simplificada';

