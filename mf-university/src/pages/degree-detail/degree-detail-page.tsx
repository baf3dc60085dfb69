import { Container } from '@univida/shared-ui';
import { useParams } from '@univida/shared-router';
import { DegreeView } from '../../features/degree-detail/components/degree-view';

/** Ids are bigints; anything else in the URL cannot name a degree. */
function parseDegreeId(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : null;
}

/** /carrera/:id — degree header, info cards, actions and tabs. */
export default function DegreeDetailPage() {
  const { id } = useParams();
  return (
    <Container>
      <DegreeView id={parseDegreeId(id)} />
    </Container>
  );
}
