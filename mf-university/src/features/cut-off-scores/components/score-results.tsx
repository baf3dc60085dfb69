import { Button, EmptyState, useFocusAfterRender } from '@univida/shared-ui';
import { SearchX } from 'lucide-react';
import { useLocation } from '@univida/shared-router';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { RESULTS_PAGE_SIZE } from '../constants';
import type { CutOffScore } from '../types';
import { ScoreCard } from './score-card';

interface ScoreResultsProps {
  scores: readonly CutOffScore[];
  userGrade: number | null;
  /** True while the list still shows the previous filters' results (a newer search is rendering). */
  stale: boolean;
  onClearFilters: () => void;
}

const countLabel = (count: number) =>
  count === 1 ? '1 carrera encontrada' : `${count} carreras encontradas`;

/**
 * The matching degrees, RESULTS_PAGE_SIZE at a time with "Mostrar más", so a keystroke re-renders a
 * couple of dozen cards however many thousand match; cards still listed keep their DOM (keyed by id,
 * memoised), which is most of them while a search is refined.
 */
export function ScoreResults({ scores, userGrade, stale, onClearFilters }: ScoreResultsProps) {
  // How many cards this list showed is kept for its URL (the tab's session): back from a degree
  // opened past 'Mostrar más', the list is as long as it was, and the browser's scroll lands.
  const { pathname, search } = useLocation();
  const shownKey = `univida:cards-shown:${pathname}${search}`;
  const [visible, setVisible] = useState(() => readShown(shownKey) ?? RESULTS_PAGE_SIZE);
  // A new list of matches starts again from its first page.
  const [listed, setListed] = useState(scores);
  if (listed !== scores) {
    setListed(scores);
    setVisible(RESULTS_PAGE_SIZE);
  }
  const shown = scores.slice(0, visible);
  // The pressed button goes (the last batch, the empty state): focus goes on to the first card
  // the press brought, instead of falling to the page's start.
  const grid = useRef<HTMLUListElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const focusCard = (index: number) =>
    focusAfterRender(() => grid.current?.children[index]?.querySelector('a') ?? null);
  return (
    <section aria-label="Resultados" aria-busy={stale}>
      <Count role="status">{countLabel(scores.length)}</Count>
      {scores.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="No hay carreras con estos filtros"
          description="Prueba con otra búsqueda, otra ciudad o una nota de admisión más alta."
          action={
            <Button
              variant="outline"
              onClick={() => {
                onClearFilters();
                focusCard(0);
              }}
            >
              Limpiar filtros
            </Button>
          }
        />
      ) : (
        <>
          <Grid ref={grid}>
            {shown.map((score) => (
              <ScoreCard key={score.id} score={score} userGrade={userGrade} />
            ))}
          </Grid>
          {visible < scores.length && (
            <More>
              <Button
                variant="outline"
                onClick={() => {
                  setVisible(visible + RESULTS_PAGE_SIZE);
                  keepShown(shownKey, visible + RESULTS_PAGE_SIZE);
                  focusCard(visible);
                }}
              >
                {`Mostrar más (${scores.length - visible} restantes)`}
              </Button>
            </More>
          )}
        </>
      )}
    </section>
  );
}

function readShown(key: string): number | null {
  try {
    const shown = Number(sessionStorage.getItem(key));
    return Number.isInteger(shown) && shown > RESULTS_PAGE_SIZE ? shown : null;
  } catch {
    return null; // storage refused (a private window's settings): the list starts short
  }
}

function keepShown(key: string, shown: number) {
  try {
    sessionStorage.setItem(key, String(shown));
  } catch {
    // Not kept: Back then shows the first cards only.
  }
}

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;
