// The cookie banner as plain HTML and CSS, written by the shell's build into #root beside the
// header's bar (boot-page.ts). On a first visit the page's first script shows it and stores the
// choice its buttons make (src/early/boot-consent.ts), so the visitor is asked as the document
// arrives instead of once the startup code has run (about 2 s later on Lighthouse's phone and
// link). React's first render replaces #root, drawing its own banner in the same place from the
// same tokens (e2e/tests/boot-cookie-banner.spec.ts holds them together). Build-time only.
import { theme } from '@univida/shared-ui/theme';
import { shellRoutes } from '../../app/shell-routes';
import { BOOT_CONSENT_ID } from './boot-consent-id';
import { COOKIE_BANNER_TEXT as TEXT } from './cookie-banner-text';

const { colors, fontSizes, fontWeights, radii, shadows, sizes, space, zIndices, breakpoints } =
  theme;

const banner = `#${BOOT_CONSENT_ID}`;

/** CookieBanner's Banner and Buttons, and shared-ui's Button at size sm (outline, primary). */
const style = `<style>
${banner}{position:fixed;left:${space[4]};right:${space[4]};bottom:${space[4]};z-index:${zIndices.cookieBanner};display:flex;flex-wrap:wrap;align-items:center;gap:${space[4]};max-width:880px;margin-inline:auto;padding:${space[4]} ${space[5]};box-sizing:border-box;background:${colors.surface};border:1px solid ${colors.border};border-radius:${radii.lg};box-shadow:${shadows.xl}}
${banner}[hidden]{display:none}
${banner} p{flex:1 1 280px;margin:0;font-size:${fontSizes.sm};color:${colors.textMuted}}
${banner} a{color:${colors.primary}}
${banner}>div{display:flex;gap:${space[2]};margin-left:auto}
${banner} button{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:${sizes.touchTarget};padding:0 ${space[3]};border:1px solid transparent;border-radius:${radii.md};font:inherit;font-size:${fontSizes.sm};font-weight:${fontWeights.semibold};line-height:1;white-space:nowrap;cursor:pointer;user-select:none;background:${colors.primary};color:${colors.onPrimary};box-shadow:${shadows.sm}}
${banner} button[value="false"]{background:${colors.surface};color:${colors.text};border-color:${colors.borderStrong};box-shadow:none}
${banner} :focus-visible{outline:2px solid ${colors.focus};outline-offset:2px}
@media (min-width:${breakpoints.md}px){${banner} button{min-height:36px}}
@media (max-width:${breakpoints.sm - 1}px){${banner}{left:${space[2]};right:${space[2]};bottom:${space[2]};gap:${space[2]};padding:${space[3]}}${banner} p{font-size:${fontSizes.xs}}}
</style>`;

/** Hidden until the first script finds no stored choice: a returning visitor never sees it. */
const root =
  `<section id="${BOOT_CONSENT_ID}" role="region" aria-label="${TEXT.label}" hidden>` +
  `<p>${TEXT.notice} <a href="${shellRoutes.paths.privacy()}">${TEXT.privacy}</a>.</p>` +
  `<div><button type="button" value="false">${TEXT.reject}</button>` +
  `<button type="button" value="true">${TEXT.accept}</button></div></section>`;

export const bootCookieBanner = { style, root };
