import {
  Button,
  Container,
  EmptyState,
  Field,
  Input,
  PageHeader,
  Select,
} from '@univida/shared-ui';
import { FilterBar } from '../../components/page-layout';

/** /notas-corte — search and filter bar over the cut-off score cards (data arrives with its feature). */
export default function CutOffScoresPage() {
  return (
    <Container>
      <PageHeader
        title="Notas de corte"
        subtitle="Busca tu carrera y compara su nota de corte con tu nota de admisión."
      />
      <FilterBar>
        <Field label="Buscar">
          <Input type="search" placeholder="Carrera o universidad" disabled />
        </Field>
        <Field label="Ciudad">
          <Select options={[]} placeholder="Todas las ciudades" disabled />
        </Field>
        <Field label="Universidad">
          <Select options={[]} placeholder="Todas las universidades" disabled />
        </Field>
        <Field label="Tu nota de admisión">
          <Input inputMode="decimal" placeholder="0,000" disabled />
        </Field>
        <Button variant="secondary" disabled>
          Calcular mi nota
        </Button>
      </FilterBar>
      <EmptyState
        title="Muy pronto"
        description="Aquí aparecerán las notas de corte de cada carrera."
      />
    </Container>
  );
}
