import {
  Badge,
  Button,
  Card,
  formatScore,
  PageHeader,
  parseDecimal,
  QueryState,
} from '@univida/shared-ui';
import { ArrowLeft, MapPin } from 'lucide-react';
import { Link, useBackLink, usePageMeta, useSearchParams } from '@univida/shared-router';
import styled from 'styled-components';
import { showComingSoon } from '../../../components/coming-soon-toast';
import { useDegree } from '../api/get-degree';
import { useOwnAdmissionGrade } from '../api/get-own-admission-grade';
import {
  DEGREE_ACTIONS,
  DEGREE_LOAD_ERROR,
  DEGREE_NOT_FOUND,
  INFO_CARDS,
  UNDER_CONSTRUCTION_DESCRIPTION,
} from '../constants';
import type { Degree } from '../types';
import { DegreeNextSteps } from './degree-next-steps';
import { DegreeTabs } from './degree-tabs';
import { degreeLength, lengthLabel } from '../lib/degree-length';
import { MarginBadge } from '../../../components/margin-badge';
import { GRADE_PARAM } from '../../../lib/grade-margin';
import { universityRoutes } from '../../../routes';

/** Back to the list as it was left (filters, cards shown) when opened from it. */
function BackToScores() {
  return (
    <Button asChild variant="outline">
      <Link {...useBackLink(universityRoutes.paths.cutOffScores())}>
        <ArrowLeft aria-hidden size={18} />
        Volver a las notas de corte
      </Link>
    </Button>
  );
}
const backLink = <BackToScores />;

const NOT_FOUND_SUBTITLE = 'La carrera que buscas no existe o ya no está disponible.';

/** 'Carrera no encontrada', in the tab's title too. */
function NotFound() {
  usePageMeta({ title: DEGREE_NOT_FOUND, description: NOT_FOUND_SUBTITLE });
  return <PageHeader title={DEGREE_NOT_FOUND} subtitle={NOT_FOUND_SUBTITLE} actions={backLink} />;
}
const notFound = <NotFound />;

/** /carrera/:id's body: spinner, then the degree, 'Carrera no encontrada' or the load error. */
export function DegreeView({ id }: { id: number | null }) {
  const degree = useDegree(id);
  // Ids that are not positive integers are never asked for.
  if (id === null) return notFound;
  return (
    <QueryState
      query={degree}
      loadingLabel="Cargando carrera…"
      errorTitle={DEGREE_LOAD_ERROR}
      errorHeadingLevel={1}
      empty={notFound}
    >
      {(data) => data && <DegreeDetails degree={data} />}
    </QueryState>
  );
}

function DegreeDetails({ degree }: { degree: Degree }) {
  const { career, university, city, score } = degree;
  const length = degreeLength(career);
  // A grade from /notas-corte (or a shared link) wins over the one on the student's profile.
  const [params] = useSearchParams();
  const urlGrade = parseDecimal(params.get(GRADE_PARAM));
  const profileGrade = useOwnAdmissionGrade(urlGrade === null);
  const grade = urlGrade ?? profileGrade;
  usePageMeta({
    title: career,
    description: `${career} en ${university} (${city}): nota de corte ${formatScore(score)}, asignaturas y salidas profesionales.`,
  });
  return (
    <>
      <PageHeader
        title={career}
        subtitle={
          <Meta>
            <span>{university}</span>
            <span>
              <MapPin aria-hidden size={16} /> {city}
            </span>
            <Badge variant="secondary">{`Nota de corte ${formatScore(score)}`}</Badge>
            {grade !== null && <MarginBadge userGrade={grade} cutOff={score} />}
          </Meta>
        }
        actions={backLink}
      />
      <InfoGrid>
        {[...INFO_CARDS, { title: 'Duración', value: lengthLabel(length) }].map((card) => (
          <Card key={card.title}>
            <Card.Content>
              <Card.Description>{card.title}</Card.Description>
              <Card.Title as="p">{card.value}</Card.Title>
            </Card.Content>
          </Card>
        ))}
      </InfoGrid>
      <Actions role="group" aria-label="Recursos de la carrera">
        {DEGREE_ACTIONS.map((label) => (
          <Button
            key={label}
            variant="outline"
            onClick={() => showComingSoon(UNDER_CONSTRUCTION_DESCRIPTION)}
          >
            {label}
          </Button>
        ))}
      </Actions>
      <DegreeNextSteps degree={degree} />
      <DegreeTabs length={length} />
    </>
  );
}

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const InfoGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;
