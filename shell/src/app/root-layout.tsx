import { ToasterOnDemand } from '@univida/shared-ui';
import { Outlet } from '@univida/shared-router';
import styled from 'styled-components';
import { PreviewBanner } from '../federation/preview-banner';
import { ChatbotWidget } from '../layout/chatbot/chatbot-widget';
import { CookieBanner } from '../layout/cookie-banner/cookie-banner';
import { Footer } from '../layout/footer/footer';
import { HEADER_HEIGHT_PX } from '../layout/header/bar';
import { Header, HeaderFallback } from '../layout/header/header';
import { MAIN_CONTENT_ID, SkipLink } from '../layout/skip-link';
import { FocusAfterNavigation } from './focus-after-navigation';
import { ScrollRestoration } from './scroll-restoration';
import { SectionBoundary } from './section-boundary';

/**
 * What every page has around it (SPEC §2): a skip link, header, footer, cookie banner, toasts,
 * chatbot. Each part of the frame fails alone: a throw in it leaves the page and its content up.
 */
export function RootLayout() {
  return (
    <Page>
      <SkipLink />
      {/* Fixed at the bottom, but first in the tab order after the skip link: a keyboard user
          answers it before walking the page, not after 30-odd stops. A labelled region. */}
      <SectionBoundary name="cookie banner">
        <CookieBanner />
      </SectionBoundary>
      <SectionBoundary name="header" fallback={<HeaderFallback />}>
        <Header />
      </SectionBoundary>
      {/* Focusable from script only, so the skip link can move focus here. */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PreviewBanner />
        <Outlet />
      </Main>
      <SectionBoundary name="footer">
        <Footer />
      </SectionBoundary>
      <SectionBoundary name="chatbot">
        <ChatbotWidget />
      </SectionBoundary>
      <SectionBoundary name="toaster">
        <ToasterOnDemand />
      </SectionBoundary>
      {/* New navigations start at the top; back/forward restore the previous position. */}
      <ScrollRestoration />
      <FocusAfterNavigation />
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  overflow-x: clip;
`;

// At least a viewport tall, so the footer starts below the fold: while a remote or a page's data
// loads, the newsletter band and footer never fill the screen only to be shoved down (layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  padding-top: ${HEADER_HEIGHT_PX}px;
  &:focus {
    outline: none;
  }
`;
