import { Container, formatScore, PageHeader } from '@univida/shared-ui';
import { CalculatorDialog } from '../../features/admission-calculator/components/calculator-dialog';
import { CutOffScoresView } from '../../features/cut-off-scores/components/cut-off-scores-view';
import { useScoreFilters } from '../../features/cut-off-scores/hooks/use-score-filters';

/** /notas-corte — cut-off scores, with the admission-grade calculator filling the grade filter. */
export default function CutOffScoresPage() {
  const filters = useScoreFilters();
  return (
    <Container>
      <PageHeader
        title="Notas de corte"
        subtitle="Busca tu carrera y compara su nota de corte con tu nota de admisión."
      />
      <CutOffScoresView
        filters={filters}
        gradeAction={
          <CalculatorDialog onCalculated={(grade) => filters.setGrade(formatScore(grade))} />
        }
      />
    </Container>
  );
}
