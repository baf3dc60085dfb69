import { Card, Container, EmptyState, PageHeader, Tabs } from '@univida/shared-ui';
import { CardGrid } from '../../components/page-layout';

// The three info cards carry fixed text in the product itself (SPEC §2, Degree detail).
const infoCards = [
  { title: 'Salario medio', value: '35.000€ - 45.000€' },
  { title: 'Salidas profesionales', value: '15+' },
  { title: 'Duración', value: '4 años / 240 ECTS' },
];

const tabs = [
  { value: 'asignaturas', label: 'Asignaturas' },
  { value: 'profesores', label: 'Profesores' },
  { value: 'salidas', label: 'Salidas profesionales' },
  { value: 'plan', label: 'Plan de estudios' },
];

/** /carrera/:id — degree header, info cards and tabs. */
export default function DegreeDetailPage() {
  return (
    <Container>
      <PageHeader
        title="Detalle de la carrera"
        subtitle="Nota de corte, universidad y plan de estudios."
      />
      <CardGrid>
        {infoCards.map((card) => (
          <Card key={card.title}>
            <Card.Header>
              <Card.Title>{card.title}</Card.Title>
              <Card.Description>{card.value}</Card.Description>
            </Card.Header>
          </Card>
        ))}
      </CardGrid>
      <Tabs.Root defaultValue="asignaturas">
        <Tabs.List aria-label="Información de la carrera">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            <EmptyState
              title="Muy pronto"
              description={`${tab.label}: contenido en preparación.`}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}
