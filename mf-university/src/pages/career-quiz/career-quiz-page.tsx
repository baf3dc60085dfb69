import { Container, PageHeader } from '@univida/shared-ui';
import { CareerQuiz } from '../../features/career-quiz/components/career-quiz';

/** /carrera-ideal — CarreraIdeal, a three-question career quiz with a progress bar. */
export default function CareerQuizPage() {
  return (
    <Container>
      <PageHeader
        title="CarreraIdeal"
        subtitle="Tres preguntas para descubrir la carrera que encaja contigo."
      />
      <CareerQuiz />
    </Container>
  );
}
