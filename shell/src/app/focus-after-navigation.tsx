import { useLocation } from '@univida/shared-router';
import { useEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from '../layout/skip-link';

/**
 * After a move to another page, the link that had focus usually went with the page it was on and
 * focus fell back to <body>: the next Tab would start again at the top of the document, and a
 * screen reader would say nothing. Focus goes to the page's content instead, where the skip link
 * takes it. Focus that is still somewhere (a header link, a field the new page focused) stays.
 */
export function FocusAfterNavigation() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
