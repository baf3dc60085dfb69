// A page's header (its heading and the sentence under it) as plain HTML and CSS, written by the
// shell's build into the route's own HTML for every page whose header does not depend on data
// (each remote's src/page-headers.ts). The visitor reads what the page is as the document arrives,
// instead of after the shell's and the remote's code (about 3 s on Lighthouse's phone and 4G link).
// It sits outside #root, where React cannot remove it, drawn where the page's PageHeader will be
// (same tokens: Container's column, PageHeader's spacing and type; e2e/tests/boot-page-header.spec.ts
// holds them together), and CSS hides it once React shows anything but the page's loading state.
// Build-time only; no script: the CSP allows none inline.
import { documentTitle } from '@univida/shared-router';
import type { PageHeaderText, PageMeta } from '@univida/shared-router/route-table';
import { theme } from '@univida/shared-ui/theme';
import { BOOT_PAGE_ID } from './boot-page-id';
import { HEADER_HEIGHT_PX } from './header/bar';

const {
  colors,
  containerPadding,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  sizes,
  breakpoints,
} = theme;

const md = `@media (min-width:${breakpoints.md}px)`;

/** The rules, for <head>. `[data-page-loading]` is the shell's PageLoading. */
const style = `<style>
#${BOOT_PAGE_ID}{position:absolute;top:${HEADER_HEIGHT_PX}px;left:0;right:0;pointer-events:none}
#${BOOT_PAGE_ID} *{box-sizing:border-box}
#${BOOT_PAGE_ID}>div{width:100%;max-width:${sizes.container};margin-inline:auto;padding-inline:${containerPadding.base}}
${md}{#${BOOT_PAGE_ID}>div{padding-inline:${containerPadding.md}}}
@media (min-width:${breakpoints.lg}px){#${BOOT_PAGE_ID}>div{padding-inline:${containerPadding.lg}}}
#${BOOT_PAGE_ID}>div>div{display:flex;flex-direction:column;gap:${space[4]};padding-block:${space[8]} ${space[6]}}
${md}{#${BOOT_PAGE_ID}>div>div{flex-direction:row;align-items:flex-end;justify-content:space-between}}
#${BOOT_PAGE_ID} h1{margin:0;font-family:${fonts.heading};line-height:${lineHeights.tight};font-size:${fontSizes['3xl']};font-weight:${fontWeights.bold};letter-spacing:-0.02em}
${md}{#${BOOT_PAGE_ID} h1{font-size:2.25rem}}
#${BOOT_PAGE_ID} p{margin:${space[2]} 0 0;max-width:65ch;font-size:${fontSizes.lg};color:${colors.textMuted}}
body:has(#root main):not(:has(#root main [data-page-loading])) #${BOOT_PAGE_ID}{display:none}
body:has(#${BOOT_PAGE_ID}) [data-page-loading]{place-items:end center}
</style>`;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The route's page, from the shell's built index.html: its own title and description, and its
 * header after #root.
 */
export function routePage(
  index: string,
  { meta, header }: { meta: PageMeta; header: PageHeaderText },
): string {
  // A form page's narrower column, as its own wrapper centres it.
  const column = header.column
    ? ` style="max-width:${escape(header.column)};margin-inline:auto"`
    : '';
  const markup = `<div id="${BOOT_PAGE_ID}"><div><div${column}><div><h1>${escape(header.title)}</h1><p>${escape(header.subtitle)}</p></div></div></div></div>`;
  return index
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(documentTitle(meta.title))}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, `$1${escape(meta.description)}"`)
    .replace('</head>', `${style}</head>`)
    .replace('</body>', `${markup}</body>`);
}
