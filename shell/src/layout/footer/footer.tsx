import { Container, NewsletterBox, toast } from '@univida/shared-ui';
import type { MouseEvent } from 'react';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import { legalLinks, mobileExtraGroup, navGroups } from '../../app/navigation';
import { BRAND_NAME, TAGLINE } from '../../constants';
import { openCookiePreferences } from '../cookie-banner/cookie-preferences';

/** A footer link: to a page of the site, or (no `to`) to one not built yet. */
interface FooterLink {
  label: string;
  to?: string;
}

/** Pages not built yet: the links stay visible and say so (SPEC §2 Footer). */
const placeholderLinks: FooterLink[] = [
  { label: 'Sobre nosotros' },
  { label: 'Prensa' },
  { label: 'Contacto' },
];
const socialLinks: FooterLink[] = [
  { label: 'Instagram' },
  { label: 'TikTok' },
  { label: 'LinkedIn' },
];

const announceUnderConstruction = (event: MouseEvent) => {
  event.preventDefault();
  toast({ title: '¡Función en desarrollo!' });
};

export function Footer() {
  const exploreLinks = [...navGroups.flatMap((group) => group.links), ...mobileExtraGroup.links];
  return (
    <FooterRoot>
      <NewsletterBand>
        <Container>
          <NewsletterBox />
        </Container>
      </NewsletterBand>
      <Main>
        <Container>
          <Columns>
            <Brand>
              <strong>{BRAND_NAME}</strong>
              <p>
                {TAGLINE}. Notas de corte, alojamiento, compañeros de piso, ocio y eventos en un
                solo lugar.
              </p>
            </Brand>
            <LinkColumn aria-label="Explorar">
              <LinkList title="Explorar" links={exploreLinks} />
            </LinkColumn>
            <LinkColumn aria-label="Compañía">
              <LinkList title="Compañía" links={placeholderLinks} />
              <LinkList title="Síguenos" links={socialLinks} />
            </LinkColumn>
            <LinkColumn aria-label="Legal">
              <LinkList title="Legal" links={legalLinks} />
              <CookieSettings type="button" onClick={openCookiePreferences}>
                Preferencias de cookies
              </CookieSettings>
            </LinkColumn>
          </Columns>
          <Copyright>
            © {new Date().getFullYear()} {BRAND_NAME}. Todos los derechos reservados.
          </Copyright>
        </Container>
      </Main>
    </FooterRoot>
  );
}

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <>
      <h2>{title}</h2>
      <ul>
        {links.map(({ label, to }) => (
          <li key={label}>
            {to ? (
              <Link to={to}>{label}</Link>
            ) : (
              <a href="#" onClick={announceUnderConstruction}>
                {label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

const CookieSettings = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: #cbd5e1;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    color: #ffffff;
    text-decoration: underline;
  }
`;

const FooterRoot = styled.footer`
  margin-top: auto;
`;

const Main = styled.div`
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[8]};
  color: #cbd5e1;
  background: #0f172a;
  a {
    color: #cbd5e1;
    text-decoration: none;
    &:hover,
    &:focus-visible {
      color: #ffffff;
      text-decoration: underline;
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1.4fr repeat(3, 1fr);
  }
`;

const Brand = styled.div`
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: #ffffff;
  }
  p {
    max-width: 320px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const LinkColumn = styled.nav`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: #ffffff;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[6]};
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

// The page's last line keeps clear of the help chat's launcher, fixed at the bottom right.
const Copyright = styled.p`
  margin: ${({ theme }) => theme.space[8]} 0 0;
  padding: ${({ theme }) => theme.space[6]}
    calc(${({ theme }) => theme.sizes.chatLauncher} + ${({ theme }) => theme.space[4]}) 0 0;
  border-top: 1px solid #1e293b;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: #94a3b8;
`;

const NewsletterBand = styled.div`
  padding: ${({ theme }) => theme.space[10]} 0;
  background: ${({ theme }) => theme.colors.primarySoft};
`;
