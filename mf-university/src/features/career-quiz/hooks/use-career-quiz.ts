import { toast } from '@univida/shared-ui';
import { useEffect, useState } from 'react';
import { QUESTIONS, QUIZ_DONE_TOAST, QUIZ_RESULT_DELAY_MS } from '../constants';
import { rankCareers } from '../lib/rank-careers';

export type QuizPhase = 'question' | 'analysing' | 'results';

/**
 * The quiz state machine of SPEC §4: questions 0–2, then (after a toast and QUIZ_RESULT_DELAY_MS)
 * the careers the answers rank first; restart clears the answers.
 */
export function useCareerQuiz() {
  const [answers, setAnswers] = useState<number[]>([]);
  const [showResults, setShowResults] = useState(false);
  const finished = answers.length === QUESTIONS.length;

  useEffect(() => {
    if (!finished) return;
    toast({ ...QUIZ_DONE_TOAST, variant: 'success' });
    const timer = setTimeout(() => setShowResults(true), QUIZ_RESULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [finished]);

  const phase: QuizPhase = !finished ? 'question' : showResults ? 'results' : 'analysing';
  return {
    phase,
    step: answers.length,
    careers: phase === 'results' ? rankCareers(answers) : [],
    answer: (option: number) => setAnswers((previous) => [...previous, option]),
    /** Back to the question before, its answer undone (while the questions show). */
    back: () => setAnswers((previous) => previous.slice(0, -1)),
    restart: () => {
      setAnswers([]);
      setShowResults(false);
    },
  };
}
