import { Container, PageHeader } from '@univida/shared-ui';
import { MySuggestions } from '../../features/leisure-suggestion/components/my-suggestions';
import { SuggestSpotButton } from '../../features/leisure-suggestion/components/suggest-spot-button';
import { SpotList } from '../../features/leisure/components/spot-list';

/** /zonas-ocio — filterable list of leisure zones and the suggestion wizard. */
export default function LeisureZonesPage() {
  return (
    <Container>
      <PageHeader
        title="Zonas de ocio"
        subtitle="Bares, parques y planes cerca de tu universidad, valorados por estudiantes."
        actions={<SuggestSpotButton />}
      />
      <SpotList />
      <MySuggestions />
    </Container>
  );
}
