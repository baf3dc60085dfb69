import { Badge, Button, Card, Progress, Spinner, VisuallyHidden } from '@univida/shared-ui';
import { ArrowLeft, Briefcase, Euro, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { FactList } from '../../../components/fact-list';
import { QUESTIONS } from '../constants';
import { useCareerQuiz } from '../hooks/use-career-quiz';

/** CarreraIdeal: one question at a time with a progress bar, then the four suggested careers. */
export function CareerQuiz() {
  const { phase, step, careers, answer, back, restart } = useCareerQuiz();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const waitRef = useRef<HTMLDivElement>(null);
  const question = QUESTIONS[step];

  // Each new question, the wait, the results and a restart move focus to their heading (the wait:
  // its message), so keyboard and screen-reader users continue from there instead of from a
  // button that disappeared. Not on arrival: the page's own heading comes first.
  const shown = useRef(`${phase}${step}`);
  useEffect(() => {
    if (shown.current !== `${phase}${step}`)
      (phase === 'analysing' ? waitRef : headingRef).current?.focus();
    shown.current = `${phase}${step}`;
  }, [step, phase]);

  if (phase === 'results') {
    return (
      <section aria-labelledby="quiz-results-title">
        <Heading id="quiz-results-title" ref={headingRef} tabIndex={-1}>
          Tus carreras ideales
        </Heading>
        <Grid>
          {careers.map((career) => (
            <li key={career.name}>
              <Card>
                <Card.Header>
                  <Card.Title>{career.name}</Card.Title>
                  <Card.Description>{career.description}</Card.Description>
                  {career.matches > 0 && (
                    <Fit>
                      Encaja con {career.matches} de tus {QUESTIONS.length} respuestas
                    </Fit>
                  )}
                </Card.Header>
                <Card.Content>
                  <FactList>
                    <div>
                      <dt>
                        <Euro aria-hidden size={16} /> Salario
                      </dt>
                      <dd>{career.salary}</dd>
                    </div>
                    <div>
                      <dt>
                        <Briefcase aria-hidden size={16} /> Empleabilidad
                      </dt>
                      <dd>{career.employability}</dd>
                    </div>
                  </FactList>
                </Card.Content>
                <Card.Footer>
                  <VisuallyHidden>Habilidades:</VisuallyHidden>
                  {career.skills.map((skill) => (
                    <Badge key={skill} variant="secondary">
                      {skill}
                    </Badge>
                  ))}
                </Card.Footer>
              </Card>
            </li>
          ))}
        </Grid>
        <Button variant="outline" onClick={restart}>
          <RotateCcw aria-hidden size={18} />
          Repetir el test
        </Button>
      </section>
    );
  }

  const answered = phase === 'analysing' ? QUESTIONS.length : step;
  return (
    <Card>
      <Card.Content>
        <ProgressLabel>
          {phase === 'analysing'
            ? 'Test completado'
            : `Pregunta ${step + 1} de ${QUESTIONS.length}`}
        </ProgressLabel>
        <Progress value={(answered / QUESTIONS.length) * 100} label="Progreso del test" />
        {phase === 'analysing' || !question ? (
          <Centered ref={waitRef} tabIndex={-1}>
            <Spinner label="Analizando tus respuestas…" showLabel />
          </Centered>
        ) : (
          <>
            <Fieldset>
              <Legend>
                <Topic>{question.topic}</Topic>
                <Heading ref={headingRef} tabIndex={-1}>
                  {question.question}
                </Heading>
              </Legend>
              <Options>
                {question.options.map((option, index) => (
                  <Button key={option} variant="outline" onClick={() => answer(index)}>
                    {option}
                  </Button>
                ))}
              </Options>
            </Fieldset>
            {step > 0 && (
              <Previous>
                <Button variant="ghost" onClick={back}>
                  <ArrowLeft aria-hidden size={18} />
                  Pregunta anterior
                </Button>
              </Previous>
            )}
          </>
        )}
      </Card.Content>
    </Card>
  );
}

const Previous = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  &:focus {
    outline: none;
  }
`;

const ProgressLabel = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Topic = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  button {
    justify-content: flex-start;
    height: auto;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding-block: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    text-align: left;
    white-space: normal;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[10]} 0;
  &:focus {
    outline: none;
  }
`;

const Fit = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[6]};
  list-style: none;
  li > * {
    height: 100%;
  }
`;
