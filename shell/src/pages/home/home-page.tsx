import { useSession } from '@univida/shared-auth';
import { Button, Container } from '@univida/shared-ui';
import { ArrowRight, BarChart3, Building2, Search, UserPlus, Users, Handshake } from 'lucide-react';
import { Link, usePageMeta } from '@univida/shared-router';
import styled from 'styled-components';
import { TAGLINE } from '../../constants';
import { universityRoutes } from '@univida/mf-university/routes';
import { housingRoutes } from '@univida/mf-housing/routes';
import { accountRoutes } from '@univida/mf-account/routes';
import { shellRoutes } from '../../app/shell-routes';
// 'Para ti' for a signed-in user only: a visitor never downloads its chunk nor the widget.
import { ForYouSlot } from './for-you-slot-loader';

const features = [
  {
    title: 'Notas de Corte',
    text: 'Consulta las notas de corte de cada grado y calcula tu nota de admisión en segundos.',
    to: universityRoutes.paths.cutOffScores(),
    icon: BarChart3,
  },
  {
    title: 'Alojamiento',
    text: 'Pisos, residencias y estudios cerca de tu universidad, con precios claros por habitación.',
    to: housingRoutes.paths.list(),
    icon: Building2,
  },
  {
    title: 'RoomieMatch',
    text: 'Encuentra compañeros de piso compatibles con tu presupuesto, tus horarios y tu estilo de vida.',
    to: housingRoutes.paths.flatmates(),
    icon: Users,
  },
];

const steps = [
  {
    title: 'Regístrate',
    text: 'Crea tu cuenta gratis como estudiante o propietario en un par de minutos.',
    icon: UserPlus,
  },
  {
    title: 'Explora',
    text: 'Busca notas de corte, alojamiento, zonas de ocio y eventos en tu ciudad.',
    icon: Search,
  },
  {
    title: 'Conecta',
    text: 'Habla con propietarios y futuros compañeros y únete a la vida universitaria.',
    icon: Handshake,
  },
];

export function HomePage() {
  usePageMeta(shellRoutes.meta.home);
  const { user } = useSession();
  return (
    <>
      {user && <ForYouSlot />}
      <Hero>
        <Container>
          <Eyebrow>Valencia · Alicante · Castellón · Zaragoza</Eyebrow>
          <h1>{TAGLINE}</h1>
          <Lead>
            Notas de corte, alojamiento, compañeros de piso, zonas de ocio y eventos: todo lo que
            necesitas para tu etapa universitaria, en un solo lugar.
          </Lead>
          <HeroActions>
            <Button asChild size="lg">
              {/* Signed in, there is nothing to sign up for: the account is one step away. */}
              {user ? (
                <Link to={accountRoutes.paths.profile()}>Ir a mi perfil</Link>
              ) : (
                <Link to={accountRoutes.paths.register()}>Regístrate Gratis</Link>
              )}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={housingRoutes.paths.list()}>Buscar Alojamiento</Link>
            </Button>
          </HeroActions>
        </Container>
      </Hero>

      <Section aria-labelledby="features-title">
        <Container>
          <SectionTitle id="features-title">Todo para tu vida universitaria</SectionTitle>
          <Grid>
            {features.map(({ title, text, to, icon: Icon }) => (
              <FeatureCard key={to} to={to}>
                <IconBadge aria-hidden="true">
                  <Icon size={24} />
                </IconBadge>
                <h3>{title}</h3>
                <p>{text}</p>
                <More>
                  Descubrir <ArrowRight size={16} aria-hidden="true" />
                </More>
              </FeatureCard>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="how-title" $muted>
        <Container>
          <SectionTitle id="how-title">¿Cómo funciona?</SectionTitle>
          <Steps>
            {steps.map(({ title, text, icon: Icon }, index) => (
              <Step key={title}>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <Icon size={28} aria-hidden="true" />
                <h3>{title}</h3>
                <p>{text}</p>
              </Step>
            ))}
          </Steps>
        </Container>
      </Section>
    </>
  );
}

const Hero = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0;
  text-align: center;
  background:
    radial-gradient(circle at 15% 20%, rgba(249, 115, 22, 0.14), transparent 40%),
    radial-gradient(circle at 85% 10%, rgba(124, 58, 237, 0.18), transparent 45%),
    linear-gradient(
      180deg,
      ${({ theme }) => theme.colors.primarySoft},
      ${({ theme }) => theme.colors.background}
    );
  h1 {
    max-width: 760px;
    margin: 0 auto ${({ theme }) => theme.space[4]};
    font-size: clamp(2rem, 6vw, 3.5rem);
    line-height: 1.1;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.primaryActive};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Lead = styled.p`
  max-width: 620px;
  margin: 0 auto ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Section = styled.section<{ $muted?: boolean }>`
  padding: ${({ theme }) => theme.space[16]} 0;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surface : 'transparent')};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[10]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  letter-spacing: -0.02em;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const FeatureCard = styled(Link)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[6]};
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    box-shadow ${({ theme }) => theme.transitions.normal};
  &:hover,
  &:focus-visible {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h3 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    flex: 1;
    margin: 0 0 ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const IconBadge = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Step = styled.li`
  position: relative;
  text-align: center;
  color: ${({ theme }) => theme.colors.primary};
  > svg {
    display: block;
    margin: 0 auto;
  }
  h3 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    max-width: 300px;
    margin: 0 auto;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const StepNumber = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin: 0 auto ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #7c3aed);
`;
