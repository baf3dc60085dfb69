// The header's bar as plain HTML and CSS, written into the shell's index.html by its build
// (`boot` in shell/vite.config.ts, through ../boot-page.ts). The page shows it as soon as the document arrives instead of a blank
// screen while the startup code downloads (about 2.5 s on Lighthouse's phone and 4G link); React
// then replaces it with the real header, drawn to the same geometry from the same design tokens
// (e2e/tests/boot-bar.spec.ts holds them together). Build-time only: it renders the icon with
// react-dom/server. No script: the CSP allows none inline.
import { theme } from '@univida/shared-ui/theme';
import { GraduationCap } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { shellRoutes } from '../../app/shell-routes';
import { BRAND_NAME } from '../../constants';
import { HEADER_HEIGHT_PX, LOGO_LABEL, LOGO_MARK } from './bar';

const { colors, fonts, fontSizes, fontWeights, lineHeights, space, radii, sizes, breakpoints } =
  theme;

/** The rules, for <head>: the page's base (as GlobalStyle sets it) and the bar's. */
const style = `<style>
body{margin:0;font-family:${fonts.body};font-size:${fontSizes.md};line-height:${lineHeights.normal};color:${colors.text};background:${colors.background}}
.uv-boot{position:fixed;inset:0 0 auto 0;background:rgba(255,255,255,0.92);border-bottom:1px solid ${colors.border}}
.uv-boot>div{box-sizing:border-box;display:flex;align-items:center;width:100%;max-width:${sizes.container};height:${HEADER_HEIGHT_PX}px;margin-inline:auto;padding-inline:${space[4]}}
@media (min-width:${breakpoints.md}px){.uv-boot>div{padding-inline:${space[6]}}}
@media (min-width:${breakpoints.lg}px){.uv-boot>div{padding-inline:${space[8]}}}
.uv-boot a{display:inline-flex;align-items:center;gap:${space[2]};min-height:${sizes.touchTarget};font-size:${fontSizes.xl};font-weight:${fontWeights.bold};color:${colors.text};text-decoration:none;letter-spacing:-0.02em}
.uv-boot a>span:first-child{display:grid;place-items:center;width:${LOGO_MARK.sizePx}px;height:${LOGO_MARK.sizePx}px;border-radius:${radii.md};color:${colors.onPrimary};background:linear-gradient(135deg,${colors.primary},${LOGO_MARK.gradientEnd})}
.uv-boot svg{display:block}
</style>`;

const icon = renderToStaticMarkup(createElement(GraduationCap, { size: LOGO_MARK.iconPx }));

/** The bar, for inside #root: the logo alone, as the header shows it before the session is known. */
const root =
  `<header class="uv-boot"><div><a href="${shellRoutes.paths.home()}" aria-label="${LOGO_LABEL}">` +
  `<span aria-hidden="true">${icon}</span><span>${BRAND_NAME}</span></a></div></header>`;

/** The bar's part of the page shown before the script runs (../boot-page.ts). */
export const bootBar = { style, root };
