// What the header and its static stand-in in index.html (boot-bar.ts) both draw, named once.
import { BRAND_NAME } from '../../constants';

/** The header's height (the bar, and the top padding of <main> below it). */
export const HEADER_HEIGHT_PX = 64;

/** The logo's mark: a square with the brand's gradient behind the icon. */
export const LOGO_MARK = { sizePx: 34, iconPx: 20, gradientEnd: '#7c3aed' } as const;

/** The logo link's accessible name. */
export const LOGO_LABEL = `${BRAND_NAME}, ir al inicio`;
