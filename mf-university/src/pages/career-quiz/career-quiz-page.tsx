import { Container, EmptyState, PageHeader, Progress } from '@univida/shared-ui';

/** /carrera-ideal — CarreraIdeal, a three-question career quiz with a progress bar. */
export default function CareerQuizPage() {
  return (
    <Container>
      <PageHeader
        title="CarreraIdeal"
        subtitle="Tres preguntas para descubrir la carrera que encaja contigo."
      />
      <Progress value={0} label="Progreso del test" />
      <EmptyState title="Muy pronto" description="Aquí empezará el test." />
    </Container>
  );
}
