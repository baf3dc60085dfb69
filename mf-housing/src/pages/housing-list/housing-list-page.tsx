import { useProfile } from '@univida/shared-auth';
import { Container, PageHeader } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import { accountRoutes } from '@univida/mf-account/routes';
import { SidebarLayout, Stack } from '../../components/page-layout';
import { AccommodationResults } from '../../features/accommodations/components/accommodation-results';
import { FiltersPanel } from '../../features/accommodations/components/filters-panel';
import { SaveHousingSearch } from '../../features/accommodations/components/save-housing-search';
import { useAccommodationFilters } from '../../features/accommodations/hooks/use-accommodation-filters';
import { housingRoutes } from '../../routes';
import { pageHeaders } from '../../page-headers';

/** /alojamiento — the search: filters beside the results (list or map), all of it in the URL. */
export default function HousingListPage() {
  const { filters, update, clear } = useAccommodationFilters();
  const { profile } = useProfile();
  const publishes = profile?.user_type === 'owner' || profile?.user_type === 'admin';
  return (
    <Container>
      <PageHeader {...pageHeaders.list} />
      <SidebarLayout>
        <Stack>
          <FiltersPanel filters={filters} onChange={update} onClear={clear} />
          <SaveHousingSearch filters={filters} />
          {publishes ? (
            <Link to={housingRoutes.paths.myListings()}>Publicar y gestionar mis alojamientos</Link>
          ) : (
            <Link to={accountRoutes.paths.register({}, { role: 'owner' })}>
              ¿Eres propietario? Publica tu alojamiento
            </Link>
          )}
        </Stack>
        <AccommodationResults filters={filters} onChange={update} onClear={clear} />
      </SidebarLayout>
    </Container>
  );
}
