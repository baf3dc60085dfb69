import { Card, StarRating, Tabs } from '@univida/shared-ui';
import styled from 'styled-components';
import { CAREER_PATHS, PROFESSOR_RATING, PROFESSORS } from '../constants';
import { studyPlan, subjectsByCourse, type DegreeLength } from '../lib/degree-length';

/**
 * The four tabs with SPEC §2's sample content: subjects, professors, career paths, study plan;
 * as many courses, and as many credits, as the degree really has.
 */
export function DegreeTabs({ length }: { length: DegreeLength }) {
  const plan = studyPlan(length);
  return (
    <Tabs.Root defaultValue="asignaturas">
      <Tabs.List aria-label="Información de la carrera">
        <Tabs.Trigger value="asignaturas">Asignaturas</Tabs.Trigger>
        <Tabs.Trigger value="profesores">Profesores</Tabs.Trigger>
        <Tabs.Trigger value="salidas">Salidas profesionales</Tabs.Trigger>
        <Tabs.Trigger value="plan">Plan de estudios</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="asignaturas">
        <Grid>
          {subjectsByCourse(length).map(({ course, subjects }) => (
            <Card key={course}>
              <Card.Header>
                <Card.Title as="h2">{course}</Card.Title>
              </Card.Header>
              <Card.Content>
                <List>
                  {subjects.map((subject) => (
                    <li key={subject}>{subject}</li>
                  ))}
                </List>
              </Card.Content>
            </Card>
          ))}
        </Grid>
      </Tabs.Content>
      <Tabs.Content value="profesores">
        <Grid>
          {PROFESSORS.map((professor) => (
            <Card key={professor.name}>
              <Card.Header>
                <Card.Title as="h2">{professor.name}</Card.Title>
                <Card.Description>{professor.subject}</Card.Description>
              </Card.Header>
              <Card.Content>
                <StarRating
                  value={PROFESSOR_RATING}
                  readOnly
                  label={`Valoración de ${professor.name}`}
                />
              </Card.Content>
            </Card>
          ))}
        </Grid>
      </Tabs.Content>
      <Tabs.Content value="salidas">
        <List>
          {CAREER_PATHS.map((path) => (
            <li key={path}>{path}</li>
          ))}
        </List>
      </Tabs.Content>
      <Tabs.Content value="plan">
        {plan ? (
          <Table>
            <caption>{`Distribución de los ${length.ects} créditos ECTS`}</caption>
            <thead>
              <tr>
                <th scope="col">Bloque</th>
                <th scope="col">Créditos ECTS</th>
              </tr>
            </thead>
            <tbody>
              {plan.map(({ block, credits }) => (
                <tr key={block}>
                  <th scope="row">{block}</th>
                  <td>{credits}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p>
            Una doble titulación reúne los planes de sus dos grados en {length.years} años: los
            créditos dependen de la combinación, consúltalos en la universidad.
          </p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[5]};
  list-style: disc;
`;

const Table = styled.table`
  width: 100%;
  max-width: 520px;
  border-collapse: collapse;
  caption {
    margin-bottom: ${({ theme }) => theme.space[3]};
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
