import { useProfile, useSession } from '@univida/shared-auth';
import { useSearchParams } from '@univida/shared-router';
import { Container, FilterPanel, PageHeader } from '@univida/shared-ui';
import { SidebarLayout } from '../../components/page-layout';
import { RoommateFiltersPanel } from '../../features/flatmates/components/roommate-filters-panel';
import { RoommateResults } from '../../features/flatmates/components/roommate-results';
import { SaveRoommateSearch } from '../../features/flatmates/components/save-roommate-search';
import {
  activeFilterCount,
  parseRoommateFilters,
  roommateFiltersToParams,
  type RoommateFilters,
} from '../../features/flatmates/lib/roommate-filters';
import { pageHeaders } from '../../page-headers';

/** /roomie-match — RoomieMatch: filters (in the URL) and flatmate cards sorted by compatibility. */
export default function FlatmateListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useSession();
  const { profile } = useProfile();
  const filters = parseRoommateFilters(searchParams);
  const onChange = (next: RoommateFilters) =>
    setSearchParams(roommateFiltersToParams(next), { replace: true });

  return (
    <Container>
      <PageHeader {...pageHeaders.flatmates} />
      <SidebarLayout>
        <FilterPanel activeCount={activeFilterCount(filters)}>
          <RoommateFiltersPanel
            filters={filters}
            onChange={onChange}
            canMatch={profile?.user_type === 'student'}
          />
          <SaveRoommateSearch filters={filters} />
        </FilterPanel>
        <section aria-label="Compañeros de piso">
          <RoommateResults filters={filters} viewerId={user?.id ?? null} onChange={onChange} />
        </section>
      </SidebarLayout>
    </Container>
  );
}
