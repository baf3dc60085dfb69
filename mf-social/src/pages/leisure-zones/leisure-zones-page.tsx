import { Container, PageHeader } from '@univida/shared-ui';
import { MySuggestions } from '../../features/leisure-suggestion/components/my-suggestions';
import { SuggestSpotButton } from '../../features/leisure-suggestion/components/suggest-spot-button';
import { SpotList } from '../../features/leisure/components/spot-list';
import { pageHeaders } from '../../page-headers';

/** /zonas-ocio — filterable list of leisure zones and the suggestion wizard. */
export default function LeisureZonesPage() {
  return (
    <Container>
      <PageHeader {...pageHeaders.leisureZones} actions={<SuggestSpotButton />} />
      <SpotList />
      <MySuggestions />
    </Container>
  );
}
