import { Container, EmptyState, PageHeader } from '@univida/shared-ui';

/** /favorites — saved accommodations. */
export default function FavoritesPage() {
  return (
    <Container>
      <PageHeader title="Favoritos" subtitle="Los alojamientos que has guardado." />
      <EmptyState title="Muy pronto" description="Aquí aparecerán tus favoritos." />
    </Container>
  );
}
