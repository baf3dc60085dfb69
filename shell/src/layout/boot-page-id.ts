/** The id of the route's static header (boot-page-header.ts), which only its first path shows. */
export const BOOT_PAGE_ID = 'uv-page';

/** Removes it: once the visitor has moved on, a loading page must not show the first one's. */
export function dropBootPage(): void {
  document.getElementById(BOOT_PAGE_ID)?.remove();
}
