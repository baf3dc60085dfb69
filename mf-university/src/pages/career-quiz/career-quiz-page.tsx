import { Container, PageHeader } from '@univida/shared-ui';
import { CareerQuiz } from '../../features/career-quiz/components/career-quiz';
import { pageHeaders } from '../../page-headers';

/** /carrera-ideal — CarreraIdeal, a three-question career quiz with a progress bar. */
export default function CareerQuizPage() {
  return (
    <Container>
      <PageHeader {...pageHeaders.careerQuiz} />
      <CareerQuiz />
    </Container>
  );
}
