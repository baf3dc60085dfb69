import { QueryState } from '@univida/shared-ui';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useCutOffScores } from '../api/get-cut-off-scores';
import { useUniversities } from '../api/get-universities';
import { SCORES_LOAD_ERROR } from '../constants';
import type { useScoreFilters } from '../hooks/use-score-filters';
import { cityOptions, universityOptions } from '../lib/filter-options';
import { filterScores, typedGrade } from '../lib/filter-scores';
import { ScoreFilters } from './score-filters';
import { ScoreResults } from './score-results';

interface CutOffScoresViewProps {
  filters: ReturnType<typeof useScoreFilters>;
  /** Shown beside the grade field (the calculator). */
  gradeAction?: ReactNode;
}

/** /notas-corte's body: the filters, then loading → error → results (or an explicit empty state). */
export function CutOffScoresView({ filters: state, gradeAction }: CutOffScoresViewProps) {
  const scores = useCutOffScores();
  const universities = useUniversities();

  const rows = useMemo(() => scores.data ?? [], [scores.data]);
  const universityList = useMemo(() => universities.data ?? [], [universities.data]);
  const cities = useMemo(() => cityOptions(universityList, rows), [universityList, rows]);
  const universityChoices = useMemo(
    () => universityOptions(universityList, rows, state.filters.city),
    [universityList, rows, state.filters.city],
  );

  // Typing stays instant: the list re-filters at lower priority and React drops stale renders.
  const deferred = useDeferredValue(state.filters);
  const matches = useMemo(() => filterScores(rows, deferred), [rows, deferred]);
  const userGrade = typedGrade(deferred.grade);

  return (
    <>
      <ScoreFilters
        filters={state.filters}
        cityOptions={cities}
        universityOptions={universityChoices}
        onQueryChange={state.setQuery}
        onCityChange={state.setCity}
        onUniversityChange={state.setUniversity}
        onGradeChange={state.setGrade}
        onTextBlur={state.commitUrl}
        gradeAction={gradeAction}
      />
      <QueryState
        query={scores}
        loadingLabel="Cargando notas de corte…"
        errorTitle={SCORES_LOAD_ERROR}
      >
        {() => (
          <ScoreResults
            scores={matches}
            userGrade={userGrade}
            stale={deferred !== state.filters}
            onClearFilters={state.clear}
          />
        )}
      </QueryState>
    </>
  );
}
