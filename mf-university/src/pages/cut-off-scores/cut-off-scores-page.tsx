import { Container, formatScore, PageHeader } from '@univida/shared-ui';
import { CalculatorDialog } from '../../features/admission-calculator/components/calculator-dialog';
import { CutOffScoresView } from '../../features/cut-off-scores/components/cut-off-scores-view';
import { useScoreFilters } from '../../features/cut-off-scores/hooks/use-score-filters';
import { pageHeaders } from '../../page-headers';

/** /notas-corte — cut-off scores, with the admission-grade calculator filling the grade filter. */
export default function CutOffScoresPage() {
  const filters = useScoreFilters();
  return (
    <Container>
      <PageHeader {...pageHeaders.cutOffScores} />
      <CutOffScoresView
        filters={filters}
        gradeAction={
          <CalculatorDialog onCalculated={(grade) => filters.setGrade(formatScore(grade))} />
        }
      />
    </Container>
  );
}
