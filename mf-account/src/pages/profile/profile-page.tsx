import { Container, EmptyState, PageHeader, Tabs } from '@univida/shared-ui';

const tabs = [
  { value: 'perfil', label: 'Perfil' },
  { value: 'preferencias', label: 'Preferencias' },
  { value: 'busqueda', label: 'Búsqueda' },
];

/** /profile — own profile with Editar/Guardar and three tabs. */
export default function ProfilePage() {
  return (
    <Container>
      <PageHeader title="Mi Perfil" subtitle="Tus datos, preferencias y búsqueda de compañero." />
      <Tabs.Root defaultValue="perfil">
        <Tabs.List aria-label="Secciones del perfil">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            <EmptyState title="Muy pronto" description={`${tab.label}: en preparación.`} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}
